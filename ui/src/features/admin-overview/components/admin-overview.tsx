import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, RefreshCw } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { QueryState } from '@/components/query-state';
import { Spinner } from '@/components/spinner';
import { useDashboardStats } from '@/lib/dashboard-stats';
import { welcomeWord, type User } from '@/lib/types';
import { OverviewStatCards } from './overview-stat-cards';
import { QuickActions } from './quick-actions';

interface Props {
  user: User;
  /** Pieces from the tasks, clients, content and invoices features, put together by the app. */
  newTaskButton: ReactNode;
  newInvoiceButton: ReactNode;
  recentTasks: ReactNode;
  clientStatus: ReactNode;
  contentPending: ReactNode;
  recentInvoices: ReactNode;
  /** Whether every panel's first answer is in: the overview appears in one piece, nothing pushed down. */
  panelsSettled: boolean;
}

/** 'Welcome back, {first name, else name, else Admin}!' (spec 000 section 2); 'Welcome' the first time. */
function greetingName(user: User, fallback: string): string {
  return user.first_name?.trim() || user.name?.trim() || fallback;
}

export function AdminOverview({
  user,
  newTaskButton,
  newInvoiceButton,
  recentTasks,
  clientStatus,
  contentPending,
  recentInvoices,
  panelsSettled,
}: Props) {
  const { t } = useLingui();
  const stats = useDashboardStats();
  const name = greetingName(
    user,
    t({ message: 'Admin', comment: 'Greets an admin without a name: "Welcome back, Admin!"' }),
  );
  const welcome = welcomeWord(user);
  // Deferred, so the one large render of the whole overview runs in interruptible slices, not one long task.
  const settled = useDeferredValue(panelsSettled && !stats.isPending);
  const queryClient = useQueryClient();
  // Refresh re-asks for everything on screen: the figures and both panels.
  const refresh = () => void queryClient.invalidateQueries({ type: 'active' });

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-600 to-brand-700 px-6 py-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <div className="min-w-0">
          {/* Two lines at most, so a 200-character name cannot push the page down; the title holds it all. */}
          <h2 className="line-clamp-2 text-2xl font-bold tracking-tight wrap-anywhere" title={name}>
            <Trans>
              {welcome}, <bdi>{name}</bdi>!
            </Trans>
          </h2>
          <p className="mt-1 text-brand-100">
            <Trans>Here is where your agency stands today.</Trans>
          </p>
        </div>
        {/* The buttons keep their size; a long name in the greeting is the one to give way. */}
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <Button
            variant="secondary"
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
            onClick={refresh}
            loading={stats.isFetching && !stats.isPending}
          >
            <Trans>Refresh</Trans>
          </Button>
          {newTaskButton}
          {newInvoiceButton}
        </div>
      </div>

      {settled ? (
        <QueryState
          query={stats}
          loading={t`Loading dashboard`}
          failed={t`Failed to load dashboard data`}
          // The spec words this failure: 'Error Loading Dashboard', the message, Try Again.
          error={(message, retry) => (
            <div role="alert" className="rounded-2xl bg-red-50 px-6 py-8 text-center ring-1 ring-red-200">
              <AlertCircle className="mx-auto size-8 text-red-600" aria-hidden="true" />
              <h3 className="mt-3 text-base font-semibold text-red-900">
                <Trans>Error Loading Dashboard</Trans>
              </h3>
              <p className="mt-1 text-sm text-red-800">{message}</p>
              <Button variant="secondary" className="mt-4" onClick={retry}>
                <Trans>Try Again</Trans>
              </Button>
            </div>
          )}
        >
          {(figures) => (
            <>
              <OverviewStatCards stats={figures} />
              {/* grid-cols-1, not the implicit auto column, so a long name in a panel cannot widen the page. */}
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
                {recentTasks}
                {clientStatus}
                {/* Both lists read better across the page: posts with their text, invoices with six columns. */}
                <div className="lg:col-span-2">{contentPending}</div>
                <div className="lg:col-span-2">{recentInvoices}</div>
              </div>
              <QuickActions />
            </>
          )}
        </QueryState>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label={t`Loading dashboard`} className="size-8 text-brand-600" />
        </div>
      )}
    </div>
  );
}
