import type { PerformanceRecord } from '../types';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The client's monthly records, oldest first (GET /performance/?months=N; the server scopes it to the client). */
export function getPerformance(months: number, signal?: AbortSignal): Promise<PerformanceRecord[]> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/performance/', { query: { months }, signal });
}

export const usePerformance = apiQuery(overviewKeys.performance, getPerformance);
