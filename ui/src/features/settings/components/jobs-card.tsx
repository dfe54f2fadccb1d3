import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { formatRelativeTime } from '@/lib/format';
import { type JobStatus, useJobs } from '../api/get-jobs';
import { formatDateTime, formatNextRun } from '../backups';
import { CardQuery } from '@/components/card-query';

/**
 * Each job's name and schedule in the reader's language, by the job's id (src/jobs.rs's catalogue); a job
 * this table does not know yet shows the server's English words.
 */
const JOB_TEXT: Record<string, { title: MessageDescriptor; schedule: MessageDescriptor }> = {
  housekeeping: {
    title: msg`Housekeeping`,
    schedule: msg`Every hour: signs out expired sessions and clears old sign-in codes`,
  },
  billing: {
    title: msg`Invoices and reminders`,
    schedule: msg`Every hour: raises plan invoices, sends payment reminders and overdue notices`,
  },
  'weekly-report': {
    title: msg`Weekly agency report`,
    schedule: msg`Mondays: mails the admins a summary of the week`,
  },
  'monthly-reports': {
    title: msg`Monthly client reports`,
    schedule: msg`Once a month, on the day set under Report schedule: mails each client its report`,
  },
  'social-sync': {
    title: msg`Social account sync`,
    schedule: msg`Every 5 minutes: fetches new figures for the accounts whose turn it is`,
  },
  backup: {
    title: msg`Backups`,
    schedule: msg`Checks every hour and backs up when the last backup is old enough`,
  },
  'approval-reminders': {
    title: msg`Approval reminders`,
    schedule: msg`Every 5 minutes: reminds approvers a day and two hours before a post's approval deadline and when it passes, and tells the agency once it has`,
  },
  publish: {
    title: msg`Publishing`,
    schedule: msg`Every 30 seconds (at once after Publish now): publishes approved posts whose time has come to Instagram and YouTube`,
  },
  'mail-digests': {
    title: msg`Client activity mails`,
    schedule: msg`Every minute: sends the gathered mail about a busy client's activity`,
  },
  offsite: {
    title: msg`Off-site copy`,
    schedule: msg`Every hour, after the backup: sends the newest scheduled backup, sealed, to the off-site bucket unless it is there already, and prunes older copies`,
  },
};

/** Admins: what runs inside the server on its own, when each last ran and how it went. */
export function JobsCard() {
  const { t } = useLingui();
  const jobs = useJobs();
  return (
    <Card
      title={t`Scheduled jobs`}
      description={t`Work the server does on its own schedule, and how each last run went.`}
    >
      <CardQuery query={jobs} failed={t`Could not load the scheduled jobs.`}>
        {(data) => (
          <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" aria-label={t`Scheduled jobs`}>
            {data.map((job) => (
              <JobRow key={job.name} job={job} />
            ))}
          </ul>
        )}
      </CardQuery>
    </Card>
  );
}

function JobRow({ job }: { job: JobStatus }) {
  const { i18n } = useLingui();
  const text = Object.hasOwn(JOB_TEXT, job.name) ? JOB_TEXT[job.name] : undefined;
  return (
    <li className="grid gap-x-6 gap-y-1 px-4 py-3 text-sm sm:grid-cols-[14rem_1fr_auto]" data-testid="job-row">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{text ? i18n._(text.title) : job.title}</p>
        <p className="text-xs text-slate-500">{text ? i18n._(text.schedule) : job.schedule}</p>
      </div>
      <div className="min-w-0">
        {job.last_started === null ? (
          <p className="text-slate-500">
            <Trans>Never run yet</Trans>
          </p>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <time dateTime={job.last_started} title={formatDateTime(job.last_started)} className="text-slate-700">
                {formatRelativeTime(job.last_started)}
              </time>
              <LastOutcome ok={job.last_ok} />
            </p>
            {job.last_result && <p className="text-xs text-slate-500 wrap-anywhere">{job.last_result}</p>}
          </>
        )}
      </div>
      <div className="text-xs text-slate-500 sm:text-right">
        <p>
          <Trans>Next: {job.next_run ? <time dateTime={job.next_run}>{formatNextRun(job.next_run)}</time> : '—'}</Trans>
        </p>
        <p>
          <Plural value={job.runs} one="# run" other="# runs" />
          {job.failures > 0 ? (
            <span className="text-red-700">
              , <Trans>{job.failures} failed</Trans>
            </span>
          ) : (
            <>
              , <Trans>none failed</Trans>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

function LastOutcome({ ok }: { ok: boolean | null }) {
  if (ok === null)
    return (
      <Badge tone="brand">
        <Trans>Running</Trans>
      </Badge>
    );
  return ok ? (
    <Badge tone="success">
      <Trans>OK</Trans>
    </Badge>
  ) : (
    <Badge tone="danger">
      <Trans>Failed</Trans>
    </Badge>
  );
}
