import type { Query, QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/billing-keys';
import { overviewKeys } from '@/features/client-overview/api/overview-keys';
import { clientKeys } from '@/features/clients/api/get-clients';
import { socialAccountKeys } from '@/features/content/api/client-social-accounts';
import { contentKeys } from '@/features/content/api/get-content';
import { invoiceKeys } from '@/features/invoices/api/get-invoices';
import { messageKeys } from '@/features/messages/api/message-keys';
import { notificationKeys } from '@/features/notifications/api/get-notifications';
import { performanceKeys } from '@/features/performance/api/performance-keys';
import { publishingKeys } from '@/features/publishing/api/publishing-keys';
import { bankSettingsKey } from '@/features/settings/api/get-bank-settings';
import { storageKeys } from '@/lib/storage-query';
import { taskKeys } from '@/features/tasks/api/get-tasks';
import { teamKeys } from '@/features/team/api/get-team';
import { billingPlansKey } from '@/lib/billing-plans';
import { dashboardStatsKey } from '@/lib/dashboard-stats';

// The stream's `changed` events name only the kind of data that changed (never ids or text another client
// could read); each maps here to the queries of every screen that shows that kind, in whichever feature.
// Figures built from several kinds (the overview's stats, a client card's payment status) are listed under
// each kind they follow.
const money: QueryKey[] = [invoiceKeys.all, billingKeys.all, overviewKeys.all, clientKeys.all, dashboardStatsKey];

const QUERIES_BY_KIND: Record<string, QueryKey[]> = {
  content: [
    contentKeys.all,
    publishingKeys.all,
    overviewKeys.all,
    clientKeys.all,
    dashboardStatsKey,
    storageKeys.all,
    performanceKeys.all,
  ],
  comments: [contentKeys.all],
  invoices: money,
  verifications: money,
  subscriptions: money,
  tasks: [taskKeys.all, clientKeys.all, dashboardStatsKey],
  files: [storageKeys.all],
  social: [performanceKeys.all, overviewKeys.all, socialAccountKeys.own, clientKeys.all, publishingKeys.all],
  clients: [
    clientKeys.all,
    dashboardStatsKey,
    overviewKeys.all,
    billingKeys.all,
    messageKeys.clients(),
    publishingKeys.all,
  ],
  invitations: [clientKeys.all, teamKeys.all],
  team: [teamKeys.all, clientKeys.all],
  plans: [billingPlansKey, billingKeys.all],
  bank: [bankSettingsKey, billingKeys.all],
};

/** The query prefixes a change of this kind makes stale; null (a kind this page does not know) means all. */
export function queriesForKind(kind: string): QueryKey[] | null {
  return Object.hasOwn(QUERIES_BY_KIND, kind) ? QUERIES_BY_KIND[kind]! : null;
}

/** A first load still on its way began before the change, so it would answer the old data. */
const firstLoadInFlight = (query: Query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined;

/**
 * Marks the queries stale and refetches those on screen. A first load already on its way is cancelled and
 * asked again: an invalidation would join it (a query without data does not restart its fetch) and the
 * screen that opened at that moment would keep what it had before the change.
 */
async function refresh(queryClient: QueryClient, filters: QueryFilters) {
  await queryClient.cancelQueries({
    ...filters,
    predicate: (q) => firstLoadInFlight(q) && (filters.predicate?.(q) ?? true),
  });
  await queryClient.invalidateQueries(filters);
}

/** Refetches what is on screen of this kind now; the rest reloads when next shown. */
export async function refreshKind(queryClient: QueryClient, kind: string): Promise<void> {
  const keys = queriesForKind(kind);
  if (!keys) return refreshScreens(queryClient);
  await Promise.all(keys.map((queryKey) => refresh(queryClient, { queryKey })));
}

/**
 * Every screen's data except the bell's and the conversations', which keep their own spec intervals (30 s,
 * 5 s): what the stream would have said while it was down, or may have missed.
 */
export function refreshScreens(queryClient: QueryClient): Promise<void> {
  return refresh(queryClient, {
    predicate: (query) => query.queryKey[0] !== notificationKeys.all[0] && query.queryKey[0] !== messageKeys.all[0],
  });
}
