import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientStats } from '../types';
import { performanceKeys } from './performance-keys';
import { getApi } from '@/lib/typed-api';

/** The signed-in client's headline figures with their changes against the previous month. */
export function getClientStats(signal?: AbortSignal): Promise<ClientStats> {
  return getApi('/dashboard/client-stats/', { signal });
}

export function clientStatsOptions() {
  return queryOptions({ queryKey: performanceKeys.clientStats(), queryFn: ({ signal }) => getClientStats(signal) });
}

export function useClientStats() {
  return useQuery(clientStatsOptions());
}
