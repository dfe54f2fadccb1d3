import {
  Bell,
  CreditCard,
  FileText,
  Home,
  LayoutDashboard,
  ListChecks,
  MessageSquare,
  Receipt,
  Settings,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { DEFAULT_SECTION, type Section } from '@/lib/paths';
import { isAdmin } from '@/lib/types';

export interface NavItem {
  /** 'home' leaves the dashboard for the public site. */
  id: Section | 'home';
  label: string;
  icon: LucideIcon;
}

const item = (id: NavItem['id'], label: string, icon: LucideIcon): NavItem => ({ id, label, icon });

// Sidebars exactly as spec 000 section 2 lists them.
const ADMIN_NAV: NavItem[] = [
  item('home', 'Home', Home),
  item('overview', 'Overview', LayoutDashboard),
  item('clients', 'Clients', Users),
  item('tasks', 'Tasks', ListChecks),
  item('content', 'Content', FileText),
  item('performance', 'Performance', TrendingUp),
  item('messages', 'Messages', MessageSquare),
  item('invoices', 'Invoices', Receipt),
  item('settings', 'Settings', Settings),
];

const CLIENT_NAV: NavItem[] = [
  item('home', 'Home', Home),
  item('overview', 'Overview', LayoutDashboard),
  item('content', 'Content', FileText),
  item('performance', 'Performance', TrendingUp),
  item('messages', 'Messages', MessageSquare),
  item('billing', 'Billing', CreditCard),
  item('settings', 'Settings', Settings),
];

/** Reachable by hash but not listed in the sidebar. */
const NOTIFICATIONS: NavItem = item('notifications', 'Notifications', Bell);

/** Any role other than admin gets the client set (spec 000 section 2). */
export function navFor(role: string): NavItem[] {
  return isAdmin({ role }) ? ADMIN_NAV : CLIENT_NAV;
}

/** '#clients?x=1' -> the section if this role has it, else overview. */
export function resolveSection(hash: string, role: string): NavItem {
  const id = hash.replace(/^#/, '').split('?')[0]?.toLowerCase() ?? '';
  const items = [...navFor(role), NOTIFICATIONS];
  const found = items.find((entry) => entry.id === id && entry.id !== 'home');
  return found ?? items.find((entry) => entry.id === DEFAULT_SECTION)!;
}
