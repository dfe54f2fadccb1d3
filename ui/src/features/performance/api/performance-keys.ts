import type { Period } from '../types';

/** Every figure the performance screens show; Refresh and a sync invalidate `all`. */
export const performanceKeys = {
  all: ['performance'] as const,
  admin: (period: Period, client: number | null) => [...performanceKeys.all, 'admin', period, client] as const,
  realtime: (client: number | null) => [...performanceKeys.all, 'realtime', client] as const,
  records: (client: number | null, months: number) => [...performanceKeys.all, 'records', client, months] as const,
  clientStats: () => [...performanceKeys.all, 'client-stats'] as const,
  accounts: (client: number | null) => [...performanceKeys.all, 'accounts', client] as const,
  clientAnalytics: (client: number) => [...performanceKeys.all, 'client-analytics', client] as const,
  history: (account: number, days: number) => [...performanceKeys.all, 'history', account, days] as const,
};
