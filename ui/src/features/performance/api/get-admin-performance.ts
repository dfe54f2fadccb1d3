import { keepPreviousData } from '@tanstack/react-query';
import type { Period } from '../types';
import { performanceKeys } from './performance-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The agency's figures for a period, or one client's when `client` is given (admins only). */
export function getAdminPerformance(period: Period, client: number | null, signal?: AbortSignal) {
  return getApi('/analytics/performance/' as const, { query: { period, client }, signal });
}

// Changing a filter keeps the last figures on screen until the new ones arrive.
export const useAdminPerformance = apiQuery(performanceKeys.admin, getAdminPerformance, {
  placeholderData: keepPreviousData,
});
