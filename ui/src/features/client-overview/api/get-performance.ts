import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PerformanceRecord } from '../types';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';

/** The client's monthly records, oldest first (GET /performance/?months=N; the server scopes it to the client). */
export function getPerformance(months: number, signal?: AbortSignal): Promise<PerformanceRecord[]> {
  return getApi('/performance/', { query: { months }, signal });
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
