import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientAnalytics } from '../types';
import { performanceKeys } from './performance-keys';
import { getApi } from '@/lib/typed-api';

/** One client's accounts, months and latest snapshots (an admin, or that client itself). */
export function getClientAnalytics(client: number, signal?: AbortSignal): Promise<ClientAnalytics> {
  return getApi('/analytics/client/{id}/' as const, { path: { id: client }, signal });
}

export function clientAnalyticsOptions(client: number) {
  return queryOptions({
    queryKey: performanceKeys.clientAnalytics(client),
    queryFn: ({ signal }) => getClientAnalytics(client, signal),
  });
}

/** Asked only once the client is known (`null` waits). */
export function useClientAnalytics(client: number | null) {
  return useQuery({ ...clientAnalyticsOptions(client ?? 0), enabled: client !== null });
}
