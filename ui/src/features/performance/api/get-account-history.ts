import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountHistory } from '../types';
import { performanceKeys } from './performance-keys';
import { getApi } from '@/lib/typed-api';

/** View Details covers a quarter: long enough to see a trend, short enough for daily points to read. */
export const HISTORY_DAYS = 90;

/** One account's daily snapshots (oldest first) and its published posts' figures (newest first, 50 at most). */
export function getAccountHistory(account: number, days: number, signal?: AbortSignal): Promise<AccountHistory> {
  return getApi('/social-accounts/{id}/history/' as const, { path: { id: account }, query: { days }, signal });
}

export function accountHistoryOptions(account: number, days = HISTORY_DAYS) {
  return queryOptions({
    queryKey: performanceKeys.history(account, days),
    queryFn: ({ signal }) => getAccountHistory(account, days, signal),
  });
}

export function useAccountHistory(account: number, days = HISTORY_DAYS) {
  return useQuery(accountHistoryOptions(account, days));
}
