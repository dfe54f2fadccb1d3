import { keepPreviousData } from '@tanstack/react-query';
import { performanceKeys } from './performance-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** Monthly records, oldest first, per client (a client user gets only its own; admins may pick one). */
export function getPerformanceRecords(client: number | null, months: number, signal?: AbortSignal) {
  return getApi('/performance/' as const, { query: { client_id: client, months }, signal });
}

export const usePerformanceRecords = apiQuery(performanceKeys.records, getPerformanceRecords, {
  placeholderData: keepPreviousData,
});
