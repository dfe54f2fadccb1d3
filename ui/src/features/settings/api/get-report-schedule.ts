import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';

/** Whether each client gets its performance report by mail every month, on which day (UTC), and when last. */
export type ReportSchedule = Schemas['ReportSchedule'];

export const reportScheduleKey = ['report-schedule'] as const;

/** GET /settings/reports/ (admins). */
export function getReportSchedule(signal?: AbortSignal): Promise<ReportSchedule> {
  return getApi('/settings/reports/', { signal });
}

export function reportScheduleOptions() {
  return queryOptions({ queryKey: reportScheduleKey, queryFn: ({ signal }) => getReportSchedule(signal) });
}

export function useReportSchedule() {
  return useQuery(reportScheduleOptions());
}
