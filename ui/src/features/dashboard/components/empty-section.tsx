import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FileText, ListChecks, MessageSquare, Users, type LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import type { Section } from '@/lib/paths';
import { isAdmin, type User } from '@/lib/types';

interface Copy {
  icon: LucideIcon;
  title: MessageDescriptor;
  admin: MessageDescriptor;
  client: MessageDescriptor | null;
}

// Honest empty states for sections whose data is not on the server yet.
const COPY: Partial<Record<Section, Copy>> = {
  clients: {
    icon: Users,
    title: msg`No Clients Yet`,
    admin: msg`Clients appear here when they register or when you add them. You will see their plan, status and payments.`,
    client: null,
  },
  tasks: {
    icon: ListChecks,
    title: msg`No tasks yet`,
    admin: msg`Tasks you plan for your clients will be listed here by status, priority and due date.`,
    client: null,
  },
  content: {
    icon: FileText,
    title: msg`No Content Yet`,
    admin: msg`Posts your team or your clients create show up here for approval and scheduling.`,
    client: msg`Posts you plan with your account team show up here, from draft to approval to posted.`,
  },
  messages: {
    icon: MessageSquare,
    title: msg`No conversations yet`,
    admin: msg`Conversations with your clients will be listed here.`,
    client: msg`Messages between you and your account team will be listed here.`,
  },
};

export function EmptySection({ section, user }: { section: Section; user: User }) {
  const { i18n } = useLingui();
  const copy = COPY[section];
  if (!copy) return null;
  const text = isAdmin(user) ? copy.admin : copy.client;
  return <EmptyState icon={copy.icon} title={i18n._(copy.title)} description={text ? i18n._(text) : ''} />;
}
