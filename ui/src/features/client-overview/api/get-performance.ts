import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api';
import type { PerformanceRecord } from '../types';
import { overviewKeys } from './overview-keys';

/** The client's monthly records, oldest first (GET /performance/?months=N; the server scopes it to the client). */
export function getPerformance(months: number, signal?: AbortSignal): Promise<PerformanceRecord[]> {
  return api.get<PerformanceRecord[]>(withQuery('/performance/', { months }), { signal });
}

export function performanceOptions(months: number) {
  return queryOptions({
    queryKey: overviewKeys.performance(months),
    queryFn: ({ signal }) => getPerformance(months, signal),
  });
}

export function usePerformance(months: number) {
  return useQuery(performanceOptions(months));
}
