import type { ClientStats } from '../types';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The client's headline figures and next payment (GET /dashboard/client-stats/, client users only). */
export function getClientStats(signal?: AbortSignal): Promise<ClientStats> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/dashboard/client-stats/', { signal });
}

export const useClientStats = apiQuery(overviewKeys.stats, getClientStats);
