import type { ClientStats } from '../types';
import { performanceKeys } from './performance-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The signed-in client's headline figures with their changes against the previous month. */
export function getClientStats(signal?: AbortSignal): Promise<ClientStats> {
  return getApi('/dashboard/client-stats/' as const, { signal });
}

export const useClientStats = apiQuery(performanceKeys.clientStats, getClientStats);
