import { Trans } from '@lingui/react/macro';
import { CloudUpload } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import type { Schemas } from '@/lib/types';
import { formatDateTime, formatSize, offsiteFailedText, offsiteKeepText } from '../backups';

type OffsiteCard = Schemas['OffsiteCard'];

/**
 * Below the backup schedule: where each scheduled backup goes off the machine (sealed, to an S3-compatible
 * bucket), which copies are kept, the last one, and how the copying stands; or, with no `[offsite]` bucket
 * configured (`offsite` null), that the archives stay on this machine and how the server's operator changes that.
 */
export function OffsiteCopies({ offsite }: { offsite: OffsiteCard | null }) {
  if (offsite === null)
    return (
      <p className="text-sm text-slate-500" data-testid="offsite-copies">
        <Trans>
          Off-site copies are off: the backups stay on this machine. Whoever runs the server can have each one sent,
          encrypted, to S3-compatible storage.
        </Trans>
      </p>
    );
  const { last, host } = offsite;
  const place = offsite.prefix ? `${offsite.bucket}/${offsite.prefix}` : offsite.bucket;
  return (
    <section
      className="space-y-3 rounded-xl px-4 py-3 ring-1 ring-slate-200"
      aria-labelledby="offsite-copies-title"
      data-testid="offsite-copies"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="offsite-copies-title" className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <CloudUpload className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <Trans>Off-site copies</Trans>
        </h3>
        <OffsiteState state={offsite.state} failing={last.failures_in_row > 0} />
      </div>
      <p className="text-sm text-slate-600">
        <Trans>
          Each scheduled backup is sealed on the server, with a key only its operator holds, and sent to{' '}
          <span translate="no" className="font-mono text-slate-900 wrap-anywhere">
            {place}
          </span>{' '}
          on{' '}
          <span translate="no" className="font-mono text-slate-900 wrap-anywhere">
            {host}
          </span>
          .
        </Trans>{' '}
        {offsiteKeepText(offsite.keep_daily, offsite.keep_weekly, offsite.keep_monthly)}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-500">
          <Trans>Last copy</Trans>
        </dt>
        <dd className="min-w-0" data-testid="offsite-last-copy">
          {last.last_copy_at === null ? (
            <span className="text-slate-500">
              <Trans context="no off-site copy yet">None yet</Trans>
            </span>
          ) : (
            <>
              {last.last_copy_name && (
                <span translate="no" className="block font-mono text-slate-900 wrap-anywhere">
                  {last.last_copy_name}
                </span>
              )}
              <span className="block text-xs text-slate-500">
                {last.last_copy_bytes !== null && (
                  <>
                    <span className="whitespace-nowrap">{formatSize(last.last_copy_bytes)}</span> ·{' '}
                  </>
                )}
                <time dateTime={last.last_copy_at} className="whitespace-nowrap">
                  {formatDateTime(last.last_copy_at)}
                </time>
              </span>
            </>
          )}
        </dd>
        {last.last_attempt_at !== null && (
          <>
            <dt className="text-slate-500">
              <Trans>Last try</Trans>
            </dt>
            <dd className="min-w-0 text-slate-700">
              <time dateTime={last.last_attempt_at}>{formatDateTime(last.last_attempt_at)}</time>
            </dd>
          </>
        )}
      </dl>
      {last.last_error && (
        <Alert tone="error">
          <p className="font-medium">{offsiteFailedText(last.failures_in_row)}</p>
          <p translate="no" className="mt-1 font-mono text-xs wrap-anywhere whitespace-pre-line">
            {last.last_error}
          </p>
        </Alert>
      )}
    </section>
  );
}

function OffsiteState({ state, failing }: { state: OffsiteCard['state']; failing: boolean }) {
  return (
    <span data-testid="offsite-state" className="inline-flex">
      {state === 'ok' ? (
        <Badge tone="success">
          <Trans>Up to date</Trans>
        </Badge>
      ) : state === 'overdue' ? (
        <Badge tone={failing ? 'danger' : 'warning'}>
          <Trans context="off-site copies">Overdue</Trans>
        </Badge>
      ) : (
        <Badge tone="neutral">
          <Trans>No copy yet</Trans>
        </Badge>
      )}
    </span>
  );
}
