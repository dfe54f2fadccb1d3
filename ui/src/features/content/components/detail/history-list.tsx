import { msg, t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { QueryState } from '@/components/query-state';
import { formatRelativeTime } from '@/lib/format';
import { useHistory } from '../../api/get-history';
import { CONTENT_STATUS_LABELS, PLATFORM_LABELS, type ContentChange, type ContentHistoryEntry } from '../../types';
import { formatSchedule } from './post-format';
import { WordDiffView } from './word-diff-view';

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  title: msg`Title`,
  content: msg`Caption`,
  scheduled_date: msg`Schedule`,
  platform: msg`Platform`,
  admin_message: msg`Message`,
  images: msg`Images`,
  status: msg`Status`,
};

/** What someone did, as a sentence's predicate: 'Ana Client asked for changes'. */
export function actionText(entry: Pick<ContentHistoryEntry, 'action' | 'on_behalf_of_client' | 'actor_role'>): string {
  switch (entry.action) {
    case 'created':
      return tNow`created the post`;
    case 'edited':
      return tNow`edited the post`;
    case 'submitted':
      return tNow`sent it for approval`;
    case 'approved':
      return entry.on_behalf_of_client ? tNow`approved it on behalf of the client` : tNow`approved it`;
    case 'rejected':
      return entry.actor_role === 'client' ? tNow`asked for changes` : tNow`sent it back with feedback`;
    case 'set_draft':
      return tNow`moved it back to draft`;
    case 'posted':
      return tNow`marked it posted`;
    default:
      return entry.action;
  }
}

/** A field's old or new value as people read it: dates in local time, statuses and platforms by name. */
function shown(field: string, value: string | null): string {
  if (value === null || value === '') return tNow`(empty)`;
  if (field === 'scheduled_date') return formatSchedule(value) || value;
  if (field === 'status') {
    const label = CONTENT_STATUS_LABELS[value as keyof typeof CONTENT_STATUS_LABELS];
    return label ? tNow(label) : value;
  }
  if (field === 'platform') return PLATFORM_LABELS[value as keyof typeof PLATFORM_LABELS] ?? value;
  return value;
}

function ChangeRow({ change }: { change: ContentChange }) {
  const { t } = useLingui();
  const known = FIELD_LABELS[change.field];
  const label = known ? t(known) : change.field;
  return (
    <li className="space-y-1">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      {change.field === 'content' ? (
        <WordDiffView before={change.before ?? ''} after={change.after ?? ''} />
      ) : (
        <p className="text-sm text-slate-700 wrap-anywhere">
          <del className="text-red-700">
            <span className="sr-only">
              <Trans>from</Trans>{' '}
            </span>
            {shown(change.field, change.before)}
          </del>
          <span aria-hidden="true"> → </span>
          <ins className="text-emerald-800 no-underline">
            <span className="sr-only">
              {' '}
              <Trans>to</Trans>{' '}
            </span>
            {shown(change.field, change.after)}
          </ins>
        </p>
      )}
    </li>
  );
}

/** Every version of the post, oldest first: who did what and when, with each edit's changes. */
export function HistoryList({ postId }: { postId: number }) {
  const { t } = useLingui();
  const history = useHistory(postId);
  return (
    <QueryState
      query={history}
      size="panel"
      loading={t`Loading history`}
      failed={t`Could not load the history.`}
      empty={
        <p className="text-sm text-slate-500">
          <Trans>No history recorded yet.</Trans>
        </p>
      }
    >
      {(list) => (
        <ol className="relative space-y-4 border-l border-slate-200 pl-5" aria-label={t`Version history`}>
          {list.map((entry) => (
            <li key={entry.id} className="relative" data-action={entry.action}>
              <span
                className="absolute top-1.5 -left-[25px] size-2.5 rounded-full bg-brand-500 ring-4 ring-white"
                aria-hidden="true"
              />
              {entry.reviewer_email ? (
                // A review link's reviewer has no account: named by the address the link went to.
                <p className="text-sm text-slate-900 wrap-anywhere">
                  <span className="font-semibold">
                    <Trans>Reviewer</Trans>
                  </span>{' '}
                  {actionText(entry)}{' '}
                  <span className="text-slate-600">
                    <Trans>
                      via review link (<bdi>{entry.reviewer_email}</bdi>)
                    </Trans>
                  </span>
                </p>
              ) : (
                <p className="text-sm text-slate-900">
                  <bdi className="font-semibold wrap-anywhere">{entry.actor_name}</bdi>{' '}
                  <span className="text-slate-500">{entry.actor_role === 'admin' ? t`(agency)` : t`(client)`}</span>{' '}
                  {actionText(entry)}
                </p>
              )}
              <time
                className="text-xs text-slate-500"
                dateTime={entry.created_at}
                title={formatSchedule(entry.created_at)}
              >
                {formatRelativeTime(entry.created_at)}
              </time>
              {entry.note && (
                <p className="mt-1 border-l-2 border-slate-200 pl-2 text-sm whitespace-pre-wrap text-slate-600 wrap-anywhere">
                  {entry.note}
                </p>
              )}
              {entry.changes.length > 0 && (
                <ul className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
                  {entry.changes.map((change, index) => (
                    <ChangeRow key={`${change.field}-${index}`} change={change} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
