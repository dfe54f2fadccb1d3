import { useLingui } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Select } from '@/components/input';
import { Switch } from '@/components/switch';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { useReportSchedule } from '../api/get-report-schedule';
import { useUpdateReportSchedule } from '../api/update-report-schedule';
import { lastSentText, ordinal, REPORT_DAYS } from '../report-schedule';
import { CardQuery } from '@/components/card-query';

/**
 * Admins: whether each client with connected accounts is mailed its performance report every month, and on
 * which day. Each control saves the moment it changes; a refusal names its field and is shown beside it.
 */
export function ReportScheduleCard() {
  const { t } = useLingui();
  const schedule = useReportSchedule();
  const update = useUpdateReportSchedule();
  const fields = fieldErrors(update.error);
  // An error the server tied to neither field (a failed request, a 500) is said once under both controls.
  const general = update.isError && !fields.monthly_reports && !fields.day_of_month;
  return (
    <Card
      title={t`Monthly client reports`}
      description={t`Each client with connected accounts gets an email with its month's figures and a link to its full performance report.`}
    >
      <CardQuery query={schedule} failed={t`Could not load the monthly report settings.`}>
        {(data) => (
          <div className="space-y-4" data-testid="report-schedule">
            <div>
              <Switch
                label={t`Mail each client its performance report every month`}
                checked={data.monthly_reports}
                // One save at a time: an answer arriving after a second change could undo it.
                disabled={update.isPending}
                onChange={(checked) => update.mutate({ monthly_reports: checked })}
              />
              {fields.monthly_reports && <p className="text-sm text-red-600">{fields.monthly_reports}</p>}
            </div>
            <div className="max-w-xs">
              <Select
                label={t`Day of the month (UTC)`}
                value={data.day_of_month}
                disabled={update.isPending}
                error={fields.day_of_month}
                onChange={(event) => update.mutate({ day_of_month: Number(event.target.value) })}
              >
                {REPORT_DAYS.map((day) => (
                  <option key={day} value={day}>
                    {ordinal(day)}
                  </option>
                ))}
              </Select>
            </div>
            <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="report-last-sent">
              <CalendarClock className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              {lastSentText(data.last_sent)}
            </p>
            {general && (
              <Alert tone="error">
                {errorMessage(update.error, t`Could not save that change. It is back as it was.`)}
              </Alert>
            )}
          </div>
        )}
      </CardQuery>
    </Card>
  );
}
