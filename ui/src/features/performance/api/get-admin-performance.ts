import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Period } from '../types';
import { performanceKeys } from './performance-keys';
import { getApi } from '@/lib/typed-api';

/** The agency's figures for a period, or one client's when `client` is given (admins only). */
export function getAdminPerformance(period: Period, client: number | null, signal?: AbortSignal) {
  return getApi('/analytics/performance/', { query: { period, client }, signal });
}

export function adminPerformanceOptions(period: Period, client: number | null) {
  return queryOptions({
    queryKey: performanceKeys.admin(period, client),
    queryFn: ({ signal }) => getAdminPerformance(period, client, signal),
    // Changing a filter keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminPerformance(period: Period, client: number | null) {
  return useQuery(adminPerformanceOptions(period, client));
}
