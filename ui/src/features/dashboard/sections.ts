import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  Bell,
  CreditCard,
  FileText,
  Home,
  LayoutDashboard,
  ListChecks,
  Send,
  MessageSquare,
  Receipt,
  Settings,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { DEFAULT_SECTION, type Section } from '@/lib/paths';
import { may, type Area, type Asker } from '@/lib/seat';
import { isMember } from '@/lib/staff-role';
import { isAdmin } from '@/lib/types';

export interface NavItem {
  /** 'home' leaves the dashboard for the public site. */
  id: Section | 'home';
  label: MessageDescriptor;
  icon: LucideIcon;
}

const item = (id: NavItem['id'], label: MessageDescriptor, icon: LucideIcon): NavItem => ({ id, label, icon });

// Sidebars exactly as spec 000 section 2 lists them.
const ADMIN_NAV: NavItem[] = [
  item('home', msg`Home`, Home),
  item('overview', msg`Overview`, LayoutDashboard),
  item('clients', msg`Clients`, Users),
  item('tasks', msg`Tasks`, ListChecks),
  item('content', msg`Content`, FileText),
  item('publishing', msg`Publishing`, Send),
  item('performance', msg`Performance`, TrendingUp),
  item('messages', msg`Messages`, MessageSquare),
  item('invoices', msg`Invoices`, Receipt),
  item('settings', msg`Settings`, Settings),
];

// An agency member works on its assigned clients' content, tasks and messages, reads their list, and has its
// own account's settings: no overview (the agency's figures), publishing, performance or invoices.
const MEMBER_NAV: NavItem[] = [
  item('home', msg`Home`, Home),
  item('content', msg`Content`, FileText),
  item('tasks', msg`Tasks`, ListChecks),
  item('messages', msg`Messages`, MessageSquare),
  item('clients', msg`Clients`, Users),
  item('settings', msg`Settings`, Settings),
];

const CLIENT_NAV: NavItem[] = [
  item('home', msg`Home`, Home),
  item('overview', msg`Overview`, LayoutDashboard),
  item('content', msg`Content`, FileText),
  item('performance', msg`Performance`, TrendingUp),
  item('messages', msg`Messages`, MessageSquare),
  item('billing', msg`Billing`, CreditCard),
  item('settings', msg`Settings`, Settings),
];

/** Reachable by hash but not listed in the sidebar. */
const NOTIFICATIONS: NavItem = item('notifications', msg`Notifications`, Bell);

/** The part of the portal a client section needs (the overview reads content); the rest are everyone's. */
const CLIENT_AREA: Partial<Record<NavItem['id'], Area>> = {
  overview: 'content',
  content: 'content',
  performance: 'performance',
  messages: 'messages',
  billing: 'billing',
};

/** Who the sidebar is for: the role, a client user's seat, and a staff user's role. */
export type Viewer = Asker;

/**
 * Any role other than admin gets the client set (spec 000 section 2), narrowed to what the seat opens: a
 * billing member sees Billing and Settings, a viewer no Messages or Billing. The agency's members get their
 * own short set.
 */
export function navFor(viewer: Viewer): NavItem[] {
  if (isMember(viewer)) return MEMBER_NAV;
  if (isAdmin(viewer)) return ADMIN_NAV;
  return CLIENT_NAV.filter((entry) => {
    const area = CLIENT_AREA[entry.id];
    return area === undefined || may(viewer, area);
  });
}

/**
 * '#clients?x=1' -> the section if this viewer has it, else its landing section: the overview; Content for
 * an agency member (the overview is the agency's figures, refused to it); Billing for a seat without
 * content (whose overview the server refuses).
 */
export function resolveSection(hash: string, viewer: Viewer): NavItem {
  const id = hash.replace(/^#/, '').split('?')[0]?.toLowerCase() ?? '';
  const items = [...navFor(viewer), NOTIFICATIONS];
  const found = items.find((entry) => entry.id === id && entry.id !== 'home');
  return found ?? landing(items);
}

function landing(items: NavItem[]): NavItem {
  for (const id of [DEFAULT_SECTION, 'content', 'billing', 'settings'] as const) {
    const found = items.find((entry) => entry.id === id);
    if (found) return found;
  }
  return NOTIFICATIONS;
}
