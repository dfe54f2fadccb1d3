import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ClientStats } from '../types';
import { overviewKeys } from './overview-keys';

/** The client's headline figures and next payment (GET /dashboard/client-stats/, client users only). */
export function getClientStats(signal?: AbortSignal): Promise<ClientStats> {
  return api.get<ClientStats>('/dashboard/client-stats/', { signal });
}

export function clientStatsOptions() {
  return queryOptions({ queryKey: overviewKeys.stats(), queryFn: ({ signal }) => getClientStats(signal) });
}

export function useClientStats() {
  return useQuery(clientStatsOptions());
}
