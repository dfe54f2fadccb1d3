import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';

/** Whether each client gets its performance report by mail every month, on which day (UTC), and when last. */
export type ReportSchedule = Schemas['ReportSchedule'];

export const reportScheduleKey = ['report-schedule'] as const;

/** GET /settings/reports/ (admins). */
export function getReportSchedule(signal?: AbortSignal): Promise<ReportSchedule> {
  return api.get<ReportSchedule>('/settings/reports/', { signal });
}

export function reportScheduleOptions() {
  return queryOptions({ queryKey: reportScheduleKey, queryFn: ({ signal }) => getReportSchedule(signal) });
}

export function useReportSchedule() {
  return useQuery(reportScheduleOptions());
}
