import type { RealtimeMetric } from '../types';
import { performanceKeys } from './performance-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** Accounts sync hourly on the server; asking every minute keeps 'Live' honest without loading it. */
export const REALTIME_REFETCH_MS = 60_000;

/** The newest snapshot of each connected account (a client sees only its own; admins may pick one). */
export function getRealtimeMetrics(client: number | null, signal?: AbortSignal): Promise<RealtimeMetric[]> {
  return getApi('/metrics/realtime/' as const, { query: { client }, signal });
}

export const useRealtimeMetrics = apiQuery(performanceKeys.realtime, getRealtimeMetrics, {
  refetchInterval: REALTIME_REFETCH_MS,
});
