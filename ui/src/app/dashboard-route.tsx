import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { Spinner } from '@/components/spinner';
import { AdminOverview } from '@/features/admin-overview/components/admin-overview';
import { BillingScreen } from '@/features/billing/components/billing-screen';
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
import { InvoicesScreen } from '@/features/invoices/components/invoices-screen';
import { NewInvoiceButton } from '@/features/invoices/components/new-invoice-button';
import { PendingVerificationsButton } from '@/features/invoices/components/pending-verifications-button';
import { RecentInvoicesPanel } from '@/features/invoices/components/recent-invoices-panel';
import { AdminMessagesScreen } from '@/features/messages/components/admin/admin-messages-screen';
import { ClientMessagesScreen } from '@/features/messages/components/client/client-messages-screen';
import { LiveEventsProvider, usePollInterval } from '@/features/messages/live/live-events';
import { notificationKeys } from '@/features/notifications/api/get-notifications';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { NewTaskButton } from '@/features/tasks/components/new-task-button';
import { RecentTasksPanel } from '@/features/tasks/components/recent-tasks-panel';
import { TasksScreen } from '@/features/tasks/components/tasks-screen';
import { NOTIFICATION_POLL_MS } from '@/lib/constants';
import type { Section } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { isAdmin, type User } from '@/lib/types';
import { QueryProvider } from './query-provider';

// The performance screens carry the charts library, the largest part of their code: they load when the
// section first opens, so every other section (and a client who never looks at figures) goes without it.
const AdminPerformanceScreen = lazy(() =>
  import('@/features/performance/components/admin/admin-performance-screen').then((m) => ({
    default: m.AdminPerformanceScreen,
  })),
);
const ClientPerformanceScreen = lazy(() =>
  import('@/features/performance/components/client/client-performance-screen').then((m) => ({
    default: m.ClientPerformanceScreen,
  })),
);

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
          newInvoiceButton={<NewInvoiceButton />}
          recentTasks={<RecentTasksPanel />}
          clientStatus={<ClientStatusPanel />}
          contentPending={<ContentPendingPanel />}
          recentInvoices={<RecentInvoicesPanel />}
        />
      ) : (
        <OverviewSection user={user} />
      );
    case 'clients':
      return (
        <AdminOnly user={user}>
          <ClientsScreen headerActions={<PendingVerificationsButton />} />
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
    case 'performance':
      return (
        <Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner label="Loading performance" className="size-8 text-brand-600" />
            </div>
          }
        >
          {isAdmin(user) ? <AdminPerformanceScreen /> : <ClientPerformanceScreen />}
        </Suspense>
      );
    case 'invoices':
      return (
        <AdminOnly user={user}>
          <InvoicesScreen />
        </AdminOnly>
      );
    case 'messages':
      // '#messages?client=12' (the bell's message notices) opens that conversation on the admin side.
      return isAdmin(user) ? <AdminMessagesScreen /> : <ClientMessagesScreen />;
    case 'billing':
      // Only clients have the section: an admin's '#billing' resolves to the overview.
      return <BillingScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'notifications':
      return <NotificationsScreen />;
    default:
      return <EmptySection section={section} user={user} />;
  }
}

/** The bell polls every 30 s only while the live stream is down; the stream pushes notices otherwise. */
function LiveBell() {
  return <NotificationBell pollMs={usePollInterval(NOTIFICATION_POLL_MS)} />;
}

/**
 * One live event stream for the whole signed-in tab (messages feature), whose notification events refresh
 * the bell (notifications feature): the app is where the two meet.
 */
function LiveUpdates({ user, children }: { user: User; children: ReactNode }) {
  const queryClient = useQueryClient();
  const refreshNotifications = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    [queryClient],
  );
  return (
    <LiveEventsProvider side={isAdmin(user) ? 'agency' : 'client'} onNotificationsChanged={refreshNotifications}>
      {children}
    </LiveEventsProvider>
  );
}

/** The /dashboard route: the shell from one feature, the sections from the others. */
export function DashboardRoute() {
  const user = useCurrentUser();
  const { hash } = useLocation();
  const section = resolveSection(hash, user.role);
  const id = section.id === 'home' ? 'overview' : section.id;
  return (
    <QueryProvider>
      <LiveUpdates user={user}>
        <DashboardShell user={user} section={section} headerActions={<LiveBell />}>
          <SectionContent key={id} section={id} user={user} />
        </DashboardShell>
      </LiveUpdates>
    </QueryProvider>
  );
}
