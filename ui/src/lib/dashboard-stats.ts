import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from './types';
import { getApi } from './typed-api';

/** GET /dashboard/stats/ (admin). Money in dollars. */
export type DashboardStats = Schemas['AdminStats'];

// Shared because the overview, the clients header and every client or task change all touch these figures;
// one key lets a mutation in any feature refresh the cards without knowing who shows them.
export const dashboardStatsKey = ['dashboard-stats'] as const;

export function getDashboardStats(): Promise<DashboardStats> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return getApi('/dashboard/stats/');
}

export function dashboardStatsOptions() {
  return queryOptions({ queryKey: dashboardStatsKey, queryFn: getDashboardStats });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsOptions());
}
