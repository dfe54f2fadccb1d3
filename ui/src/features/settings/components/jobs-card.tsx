import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { formatRelativeTime } from '@/lib/format';
import { type JobStatus, useJobs } from '../api/get-jobs';
import { formatDateTime, formatNextRun } from '../backups';
import { CardQuery } from '@/components/card-query';

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
  return (
    <li className="grid gap-x-6 gap-y-1 px-4 py-3 text-sm sm:grid-cols-[14rem_1fr_auto]" data-testid="job-row">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{job.title}</p>
        <p className="text-xs text-slate-500">{job.schedule}</p>
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
