import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { FullScreenSpinner, Spinner } from '@/components/spinner';
import { AdminOverview } from '@/features/admin-overview/components/admin-overview';
import { ClientOverview } from '@/features/client-overview/components/client-overview';
import { ClientStatusPanel, useClientStatusPanelQuery } from '@/features/clients/components/client-status-panel';
import {
  ContentPendingPanel,
  useContentPendingPanelQuery,
} from '@/features/content/components/admin/content-pending-panel';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { EmptySection } from '@/features/dashboard/components/empty-section';
import { resolveSection } from '@/features/dashboard/sections';
import { NewInvoiceButton } from '@/features/invoices/components/new-invoice-button';
import { RecentInvoicesPanel, useRecentInvoicesPanelQuery } from '@/features/invoices/components/recent-invoices-panel';
import { LiveEventsProvider, usePollInterval } from '@/features/messages/live/live-events';
import { notificationKeys } from '@/features/notifications/api/get-notifications';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NewTaskButton } from '@/features/tasks/components/new-task-button';
import { RecentTasksPanel, useRecentTasksPanelQuery } from '@/features/tasks/components/recent-tasks-panel';
import { NOTIFICATION_POLL_MS } from '@/lib/constants';
import { SeatRefresh } from './seat-refresh';
import type { Section } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { isMember, isOwner } from '@/lib/staff-role';
import { isAdmin, type User } from '@/lib/types';
import { refreshKind, refreshScreens } from './live-refresh';
import { QueryProvider } from './query-provider';

// The overview is what /dashboard opens on, so it comes with the dashboard's code; every other section is
// its own chunk, loaded when first opened. The performance screens also carry the charts library. A signed-in
// first load then downloads and runs a fraction of the dashboard (faster first paint, less blocking).
function section<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((component) => ({ default: component })));
}
const BillingScreen = section(() =>
  import('@/features/billing/components/billing-screen').then((m) => m.BillingScreen),
);
// A client's detail shows its team (the team feature's), loaded with the section. An agency member reads the
// list of its clients alone: no changes, no team, no money.
const ClientsScreen = section(() =>
  Promise.all([
    import('@/features/clients/components/clients-screen'),
    import('@/features/team/components/team-section'),
  ]).then(([clients, team]) => {
    const Clients = clients.ClientsScreen;
    const TeamSection = team.TeamSection;
    return function ClientsWithTeam({ headerActions, readOnly }: { headerActions?: ReactNode; readOnly?: boolean }) {
      if (readOnly) return <Clients readOnly />;
      return (
        <Clients
          headerActions={headerActions}
          team={(client, onDialogChange) => (
            <TeamSection clientId={client.id} agency level={4} onDialogChange={onDialogChange} />
          )}
        />
      );
    };
  }),
);
const AdminContentScreen = section(() =>
  import('@/features/content/components/admin/content-screen').then((m) => m.AdminContentScreen),
);
const ClientContentScreen = section(() =>
  import('@/features/content/components/client/client-content-screen').then((m) => m.ClientContentScreen),
);
const PostLinkPanel = section(() =>
  import('@/features/content/components/detail/post-link-panel').then((m) => m.PostLinkPanel),
);
// The queue's rows carry the content feature's Publish now, Try again and Mark as posted.
const PublishingScreen = section(() =>
  Promise.all([
    import('@/features/publishing/components/publishing-screen'),
    import('@/features/content/components/publishing/publishing-status'),
  ]).then(([publishing, status]) => {
    const Screen = publishing.PublishingScreen;
    const Actions = status.PublishingActions;
    return function PublishingWithActions() {
      return <Screen actions={(post) => <Actions post={post} size="sm" />} />;
    };
  }),
);
const InvoicesScreen = section(() =>
  import('@/features/invoices/components/invoices-screen').then((m) => m.InvoicesScreen),
);
const PendingVerificationsButton = section(() =>
  import('@/features/invoices/components/pending-verifications-button').then((m) => m.PendingVerificationsButton),
);
const AdminMessagesScreen = section(() =>
  import('@/features/messages/components/admin/admin-messages-screen').then((m) => m.AdminMessagesScreen),
);
const ClientMessagesScreen = section(() =>
  import('@/features/messages/components/client/client-messages-screen').then((m) => m.ClientMessagesScreen),
);
const NotificationsScreen = section(() =>
  import('@/features/notifications/components/notifications-screen').then((m) => m.NotificationsScreen),
);
// Settings previews the public site with the marketing feature's pages, and shows a client's owner its team
// (the team feature's) and the agency and a client's owner the audit log (the audit feature's); all load with
// the section.
const SettingsScreen = section(() =>
  Promise.all([
    import('@/features/settings/components/settings-screen'),
    import('@/features/marketing/components/site-preview'),
    import('@/features/team/components/team-card'),
    import('@/features/security/components/security-section'),
    import('@/features/audit/components/audit-log-section'),
    import('@/features/staff/components/staff-card'),
  ]).then(([settings, preview, team, security, audit, staff]) => {
    const Settings = settings.SettingsScreen;
    const TeamCard = team.TeamCard;
    const SecuritySection = security.SecuritySection;
    const { AuditLogSection, mayReadAuditLog } = audit;
    const StaffCard = staff.StaffCard;
    return function SettingsWithPreview({ user }: { user: User }) {
      return (
        <Settings
          sitePreview={preview.SitePreview}
          teamCard={(clientId) => <TeamCard clientId={clientId} />}
          security={<SecuritySection admin={isOwner(user)} />}
          auditLog={mayReadAuditLog(user) ? <AuditLogSection admin={isAdmin(user)} /> : undefined}
          staff={isAdmin(user) && !isMember(user) ? <StaffCard /> : undefined}
        />
      );
    };
  }),
);
// While the agency requires a second factor the user has not added, this page is all the dashboard shows.
const SecondFactorRequiredPage = section(() =>
  import('@/features/security/components/second-factor-required-page').then((m) => m.SecondFactorRequiredPage),
);
const TasksScreen = section(() => import('@/features/tasks/components/tasks-screen').then((m) => m.TasksScreen));
const AdminPerformanceScreen = section(() =>
  import('@/features/performance/components/admin/admin-performance-screen').then((m) => m.AdminPerformanceScreen),
);
const ClientPerformanceScreen = section(() =>
  import('@/features/performance/components/client/client-performance-screen').then((m) => m.ClientPerformanceScreen),
);

/** The admin's overview, told when all four panels have their first answer (each feature names its query). */
function AdminOverviewSection({ user }: { user: User }) {
  const panels = [
    useRecentTasksPanelQuery(),
    useClientStatusPanelQuery(),
    useContentPendingPanelQuery(),
    useRecentInvoicesPanelQuery(),
  ];
  return (
    <AdminOverview
      user={user}
      newTaskButton={<NewTaskButton />}
      newInvoiceButton={<NewInvoiceButton />}
      recentTasks={<RecentTasksPanel />}
      clientStatus={<ClientStatusPanel />}
      contentPending={<ContentPendingPanel />}
      recentInvoices={<RecentInvoicesPanel />}
      panelsSettled={panels.every((query) => !query.isPending)}
    />
  );
}

/** Admin screens never mount for anyone else, so none of their data is requested. */
function AdminOnly({ user, children }: { user: User; children: ReactNode }) {
  return isAdmin(user) ? children : <AccessDenied />;
}

function SectionContent({ section, user }: { section: Section; user: User }) {
  switch (section) {
    case 'overview':
      return isAdmin(user) ? <AdminOverviewSection user={user} /> : <ClientOverview user={user} />;
    case 'clients':
      // A member's list has no payments to verify (the invoices are refused to it).
      return (
        <AdminOnly user={user}>
          {isMember(user) ? (
            <ClientsScreen readOnly />
          ) : (
            <ClientsScreen headerActions={<PendingVerificationsButton />} />
          )}
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
    case 'publishing':
      return (
        <AdminOnly user={user}>
          <PublishingScreen />
        </AdminOnly>
      );
    case 'performance':
      return isAdmin(user) ? <AdminPerformanceScreen /> : <ClientPerformanceScreen />;
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
      return <SettingsScreen user={user} />;
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
 * the bell (notifications feature) and whose change events refresh the screens of every other feature: the
 * app is where they meet.
 */
function LiveUpdates({ user, children }: { user: User; children: ReactNode }) {
  const queryClient = useQueryClient();
  const refreshNotifications = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    [queryClient],
  );
  const refreshData = useCallback(
    (kind: string | null) => void (kind === null ? refreshScreens(queryClient) : refreshKind(queryClient, kind)),
    [queryClient],
  );
  return (
    <LiveEventsProvider
      side={isAdmin(user) ? 'agency' : 'client'}
      onNotificationsChanged={refreshNotifications}
      onDataChanged={refreshData}
      fallbackPollMs={NOTIFICATION_POLL_MS}
    >
      {children}
    </LiveEventsProvider>
  );
}

/** The /dashboard route: the shell from one feature, the sections from the others. */
export function DashboardRoute() {
  const user = useCurrentUser();
  const { hash } = useLocation();
  const section = resolveSection(hash, user);
  const id = section.id === 'home' ? 'overview' : section.id;
  const { t, i18n } = useLingui();
  const sectionName = i18n._(section.label) || t`section`;
  if (user.must_add_second_factor) {
    return (
      <QueryProvider>
        <Suspense fallback={<FullScreenSpinner />}>
          <SecondFactorRequiredPage />
        </Suspense>
      </QueryProvider>
    );
  }
  return (
    <QueryProvider>
      <SeatRefresh />
      <LiveUpdates user={user}>
        <DashboardShell user={user} section={section} headerActions={<LiveBell />}>
          <Suspense
            key={id}
            fallback={
              <div className="flex justify-center py-16">
                <Spinner label={t`Loading ${sectionName}`} className="size-8 text-brand-600" />
              </div>
            }
          >
            <SectionContent section={id} user={user} />
          </Suspense>
        </DashboardShell>
      </LiveUpdates>
    </QueryProvider>
  );
}
