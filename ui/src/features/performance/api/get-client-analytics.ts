import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ClientAnalytics } from '../types';
import { performanceKeys } from './performance-keys';

/** One client's accounts, months and latest snapshots (an admin, or that client itself). */
export function getClientAnalytics(client: number, signal?: AbortSignal): Promise<ClientAnalytics> {
  return api.get<ClientAnalytics>(`/analytics/client/${client}/`, { signal });
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
