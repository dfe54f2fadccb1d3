import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { reportScheduleKey, type ReportSchedule } from './get-report-schedule';
import { patchApi } from '@/lib/typed-api';

/** One field at a time: the switch and the day are separate choices, saved the moment they change. */
export type ReportScheduleChange = Schemas['ScheduleBody'];

/** PATCH /settings/reports/: a 422 names the field it refuses (`day_of_month` outside 1 to 28). */
export function updateReportSchedule(change: ReportScheduleChange): Promise<ReportSchedule> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return patchApi('/settings/reports/', { body: change });
}

/** Optimistic, as the notification switches: the control moves at once and moves back if the server refuses. */
export function useUpdateReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportSchedule,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: reportScheduleKey });
      const before = queryClient.getQueryData<ReportSchedule>(reportScheduleKey);
      if (before) queryClient.setQueryData(reportScheduleKey, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(reportScheduleKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(reportScheduleKey, saved),
  });
}
