import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { performanceKeys } from './performance-keys';
import { getApi } from '@/lib/typed-api';

/** Monthly records, oldest first, per client (a client user gets only its own; admins may pick one). */
export function getPerformanceRecords(client: number | null, months: number, signal?: AbortSignal) {
  return getApi('/performance/', { query: { client_id: client, months }, signal });
}

export function performanceRecordsOptions(client: number | null, months: number) {
  return queryOptions({
    queryKey: performanceKeys.records(client, months),
    queryFn: ({ signal }) => getPerformanceRecords(client, months, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePerformanceRecords(client: number | null, months: number) {
  return useQuery(performanceRecordsOptions(client, months));
}
