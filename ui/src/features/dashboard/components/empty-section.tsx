import { FileText, ListChecks, MessageSquare, Users, type LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import type { Section } from '@/lib/paths';
import { isAdmin, type User } from '@/lib/types';

interface Copy {
  icon: LucideIcon;
  title: string;
  admin: string;
  client: string;
}

// Honest empty states for sections whose data is not on the server yet.
const COPY: Partial<Record<Section, Copy>> = {
  clients: {
    icon: Users,
    title: 'No Clients Yet',
    admin: 'Clients appear here when they register or when you add them. You will see their plan, status and payments.',
    client: '',
  },
  tasks: {
    icon: ListChecks,
    title: 'No tasks yet',
    admin: 'Tasks you plan for your clients will be listed here by status, priority and due date.',
    client: '',
  },
  content: {
    icon: FileText,
    title: 'No Content Yet',
    admin: 'Posts your team or your clients create show up here for approval and scheduling.',
    client: 'Posts you plan with your account team show up here, from draft to approval to posted.',
  },
  messages: {
    icon: MessageSquare,
    title: 'No conversations yet',
    admin: 'Conversations with your clients will be listed here.',
    client: 'Messages between you and your account team will be listed here.',
  },
};

export function EmptySection({ section, user }: { section: Section; user: User }) {
  const copy = COPY[section];
  if (!copy) return null;
  return <EmptyState icon={copy.icon} title={copy.title} description={isAdmin(user) ? copy.admin : copy.client} />;
}
