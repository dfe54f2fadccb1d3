import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RealtimeMetric } from '../types';
import { performanceKeys } from './performance-keys';
import { getApi } from '@/lib/typed-api';

/** Accounts sync hourly on the server; asking every minute keeps 'Live' honest without loading it. */
export const REALTIME_REFETCH_MS = 60_000;

/** The newest snapshot of each connected account (a client sees only its own; admins may pick one). */
export function getRealtimeMetrics(client: number | null, signal?: AbortSignal): Promise<RealtimeMetric[]> {
  return getApi('/metrics/realtime/', { query: { client }, signal });
}

export function realtimeMetricsOptions(client: number | null) {
  return queryOptions({
    queryKey: performanceKeys.realtime(client),
    queryFn: ({ signal }) => getRealtimeMetrics(client, signal),
    refetchInterval: REALTIME_REFETCH_MS,
  });
}

export function useRealtimeMetrics(client: number | null) {
  return useQuery(realtimeMetricsOptions(client));
}
