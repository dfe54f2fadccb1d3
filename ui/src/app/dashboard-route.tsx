import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { AdminOverview } from '@/features/admin-overview/components/admin-overview';
import { ClientStatusPanel } from '@/features/clients/components/client-status-panel';
import { ClientsScreen } from '@/features/clients/components/clients-screen';
import { AdminContentScreen } from '@/features/content/components/admin/content-screen';
import { ContentPendingPanel } from '@/features/content/components/admin/content-pending-panel';
import { ClientContentScreen } from '@/features/content/components/client/client-content-screen';
import { PostLinkPanel } from '@/features/content/components/detail/post-link-panel';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { EmptySection } from '@/features/dashboard/components/empty-section';
import { OverviewSection } from '@/features/dashboard/components/overview-section';
import { resolveSection } from '@/features/dashboard/sections';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { NewTaskButton } from '@/features/tasks/components/new-task-button';
import { RecentTasksPanel } from '@/features/tasks/components/recent-tasks-panel';
import { TasksScreen } from '@/features/tasks/components/tasks-screen';
import type { Section } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { isAdmin, type User } from '@/lib/types';
import { QueryProvider } from './query-provider';

/** Admin screens never mount for anyone else, so none of their data is requested. */
function AdminOnly({ user, children }: { user: User; children: ReactNode }) {
  return isAdmin(user) ? children : <AccessDenied />;
}

function SectionContent({ section, user }: { section: Section; user: User }) {
  switch (section) {
    case 'overview':
      return isAdmin(user) ? (
        <AdminOverview
          user={user}
          newTaskButton={<NewTaskButton />}
          recentTasks={<RecentTasksPanel />}
          clientStatus={<ClientStatusPanel />}
          contentPending={<ContentPendingPanel />}
        />
      ) : (
        <OverviewSection user={user} />
      );
    case 'clients':
      return (
        <AdminOnly user={user}>
          <ClientsScreen />
        </AdminOnly>
      );
    case 'tasks':
      return (
        <AdminOnly user={user}>
          <TasksScreen />
        </AdminOnly>
      );
    case 'content':
      // The panel follows '#content?post=12' for either role, so links and notifications open a post.
      return (
        <>
          {isAdmin(user) ? <AdminContentScreen /> : <ClientContentScreen />}
          <PostLinkPanel />
        </>
      );
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
