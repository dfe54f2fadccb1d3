import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** Whether each client gets its performance report by mail every month, on which day (UTC), and when last. */
export type ReportSchedule = Schemas['ReportSchedule'];

export const reportScheduleKey = ['report-schedule'] as const;

/** GET /settings/reports/ (admins). */
export function getReportSchedule(signal?: AbortSignal): Promise<ReportSchedule> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/settings/reports/', { signal });
}

export const useReportSchedule = apiQuery(() => reportScheduleKey, getReportSchedule);
