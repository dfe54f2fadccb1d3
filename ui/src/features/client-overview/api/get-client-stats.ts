import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientStats } from '../types';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';

/** The client's headline figures and next payment (GET /dashboard/client-stats/, client users only). */
export function getClientStats(signal?: AbortSignal): Promise<ClientStats> {
  return getApi('/dashboard/client-stats/', { signal });
}

export function clientStatsOptions() {
  return queryOptions({ queryKey: overviewKeys.stats(), queryFn: ({ signal }) => getClientStats(signal) });
}

export function useClientStats() {
  return useQuery(clientStatsOptions());
}
