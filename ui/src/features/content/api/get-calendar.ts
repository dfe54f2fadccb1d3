import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPost } from '../types';
import { contentKeys } from './get-content';
import { getApi } from '@/lib/typed-api';

/** Dates are 'YYYY-MM-DD', both inclusive, at most 62 days apart (a six-week month grid fits). */
export function getCalendar(start: string, end: string, client?: number, signal?: AbortSignal): Promise<ContentPost[]> {
  return getApi('/content/calendar_view/' as const, { query: { start_date: start, end_date: end, client }, signal });
}

export function calendarOptions(start: string, end: string, client?: number) {
  return queryOptions({
    queryKey: contentKeys.calendar(start, end, client),
    queryFn: ({ signal }) => getCalendar(start, end, client, signal),
    // Moving a month forward keeps the old grid until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCalendar(start: string, end: string, client?: number) {
  return useQuery(calendarOptions(start, end, client));
}
