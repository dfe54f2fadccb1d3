import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clientKeys } from '@/features/clients/api/get-clients';
import { contentKeys } from '@/features/content/api/get-content';
import { invoiceKeys } from '@/features/invoices/api/get-invoices';
import { messageKeys } from '@/features/messages/api/message-keys';
import { notificationKeys } from '@/features/notifications/api/get-notifications';
import { taskKeys } from '@/features/tasks/api/get-tasks';
import { billingKeys } from '@/features/billing/api/billing-keys';
import { teamKeys } from '@/features/team/api/get-team';
import { dashboardStatsKey } from '@/lib/dashboard-stats';
import { refreshKind, refreshScreens } from './live-refresh';

const cached: QueryKey[] = [
  contentKeys.detail(3),
  ['content', 'list', { status: 'pending-approval' }],
  taskKeys.lists(),
  invoiceKeys.lists(),
  billingKeys.invoices(),
  clientKeys.all,
  dashboardStatsKey,
  notificationKeys.bell(),
  messageKeys.thread(4),
  teamKeys.of(1),
];

function client() {
  const queryClient = new QueryClient();
  for (const key of cached) queryClient.setQueryData(key, {});
  return queryClient;
}

function stale(queryClient: QueryClient): string[] {
  return cached.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
}

describe('refreshKind', () => {
  it('makes a content change reload the posts, the pending panel, client cards and figures, not tasks', async () => {
    const queryClient = client();
    await refreshKind(queryClient, 'content');
    expect(stale(queryClient)).toEqual(
      [
        contentKeys.detail(3),
        ['content', 'list', { status: 'pending-approval' }],
        clientKeys.all,
        dashboardStatsKey,
      ].map((key) => JSON.stringify(key)),
    );
  });

  it('makes a team change reload the team screens and the client cards, nothing else', async () => {
    const queryClient = client();
    await refreshKind(queryClient, 'team');
    expect(stale(queryClient)).toEqual([clientKeys.all, teamKeys.of(1)].map((key) => JSON.stringify(key)));
  });

  it('makes a payment reload the invoices on both sides, the client cards and the figures', async () => {
    const queryClient = client();
    await refreshKind(queryClient, 'verifications');
    expect(stale(queryClient)).toEqual(
      [invoiceKeys.lists(), billingKeys.invoices(), clientKeys.all, dashboardStatsKey].map((key) =>
        JSON.stringify(key),
      ),
    );
  });

  it('reloads every screen for a kind it does not know, but leaves the bell and the chats to their own polls', async () => {
    const queryClient = client();
    await refreshKind(queryClient, 'something-new');
    expect(stale(queryClient)).toHaveLength(cached.length - 2);
    expect(queryClient.getQueryState(notificationKeys.bell())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(messageKeys.thread(4))?.isInvalidated).toBe(false);
    const again = client();
    await refreshScreens(again);
    expect(stale(again)).toEqual(stale(queryClient));
  });

  it('asks again when a screen opening at that moment is still loading what it had before the change', async () => {
    const queryClient = new QueryClient();
    let version = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: taskKeys.lists(),
      queryFn: async () => {
        const seen = version;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return seen;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    version = 1;
    await refreshKind(queryClient, 'tasks');
    expect(queryClient.getQueryData(taskKeys.lists())).toBe(1);
    unsubscribe();
  });
});
