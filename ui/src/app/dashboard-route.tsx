import { useLocation } from 'react-router';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { EmptySection } from '@/features/dashboard/components/empty-section';
import { OverviewSection } from '@/features/dashboard/components/overview-section';
import { resolveSection } from '@/features/dashboard/sections';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import type { Section } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import type { User } from '@/lib/types';
import { QueryProvider } from './query-provider';

function SectionContent({ section, user }: { section: Section; user: User }) {
  switch (section) {
    case 'overview':
      return <OverviewSection user={user} />;
    case 'settings':
      return <SettingsScreen />;
    case 'notifications':
      return <NotificationsScreen />;
    default:
      return <EmptySection section={section} user={user} />;
  }
}

/** The /dashboard route: the shell from one feature, the sections from the others. */
export function DashboardRoute() {
  const user = useCurrentUser();
  const { hash } = useLocation();
  const section = resolveSection(hash, user.role);
  const id = section.id === 'home' ? 'overview' : section.id;
  return (
    <QueryProvider>
      <DashboardShell user={user} section={section} headerActions={<NotificationBell />}>
        <SectionContent key={id} section={id} user={user} />
      </DashboardShell>
    </QueryProvider>
  );
}
