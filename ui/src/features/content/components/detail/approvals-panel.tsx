import { msg, t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Check, Link2, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { OverdueBadge } from '@/components/overdue-badge';
import { QueryState } from '@/components/query-state';
import { APPROVAL_POLICY_HINTS, APPROVAL_POLICY_LABELS } from '@/lib/approval-policy';
import { formatRelativeTime } from '@/lib/format';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useApprovals, type Approvals } from '../../api/get-approvals';
import type { ContentPost } from '../../types';
import { DeadlineEditor } from './deadline-editor';
import { formatSchedule } from './post-format';

type Decision = Approvals['decisions'][number];

const STEP_LABELS = { agency: msg`Agency step`, client: msg`Client step` } as const;

/** Who decided, as the panel names them: a review link's reviewer by address, and saying so. */
function DecisionItem({ decision }: { decision: Decision }) {
  const { t } = useLingui();
  const approved = decision.decision === 'approved';
  const who = decision.reviewer_email ?? decision.name;
  const Icon = approved ? Check : Undo2;
  return (
    <li className="flex items-start gap-2" data-decision={decision.decision}>
      <span
        className={
          approved
            ? 'mt-0.5 rounded-full bg-emerald-50 p-1 text-emerald-700'
            : 'mt-0.5 rounded-full bg-amber-50 p-1 text-amber-800'
        }
      >
        <Icon className="size-3.5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-slate-900 wrap-anywhere">
          {approved ? (
            <Trans>
              <bdi className="font-semibold">{who}</bdi> approved
            </Trans>
          ) : (
            <Trans>
              <bdi className="font-semibold">{who}</bdi> asked for changes
            </Trans>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          {decision.reviewer_email && (
            <span className="inline-flex items-center gap-1 font-medium text-brand-700">
              <Link2 className="size-3" aria-hidden="true" />
              <Trans>by review link</Trans>
            </span>
          )}
          <span>{t(STEP_LABELS[decision.step])}</span>
          <time dateTime={decision.decided_at} title={formatSchedule(decision.decided_at)}>
            {formatRelativeTime(decision.decided_at)}
          </time>
        </p>
      </div>
    </li>
  );
}

/** Whom the post still waits for, in the policy's terms. */
function waitingText(approvals: Approvals, clientName: string): string | null {
  if (approvals.step === 'agency') return tNow`Waiting for the agency to approve first.`;
  if (approvals.step !== 'client') return null;
  const names = approvals.waiting_for.map((person) => person.name);
  if (names.length === 0) return tNow`Waiting for ${clientName}.`;
  const list = names.join(', ');
  if (approvals.policy === 'all') return tNow`Still waiting for ${list}.`;
  return names.length === 1 ? tNow`Waiting for ${list}.` : tNow`Waiting for any one of ${list}.`;
}

interface Props {
  post: ContentPost;
  asAdmin: boolean;
}

/**
 * Where the post's approval stands: the client's policy, the step, this round's decisions (a review link's
 * marked as such, with the address), who it still waits for, and the approve-by deadline, overdue or not.
 * The agency changes the deadline here while the post waits for approval.
 */
export function ApprovalsPanel({ post, asAdmin }: Props) {
  const { t } = useLingui();
  const approvals = useApprovals(post.id);
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const saved = useTimedMessage();
  const pending = post.status === 'pending-approval';
  // Off approval (a draft sent back, an approved post), it shows only who decided in the last round.
  if (!pending && !approvals.data?.decisions.length) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset"
      data-testid="approvals-panel"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {pending ? t`Approval` : t`Last review`}
      </h3>
      <QueryState
        query={approvals}
        size="panel"
        loading={t`Loading approvals`}
        failed={t`Could not load the approvals.`}
      >
        {(data) => {
          const waiting = waitingText(data, post.client_name);
          const round = data.round;
          return (
            <div className="mt-3 space-y-3">
              <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-500">
                    <Trans>Policy</Trans>
                  </dt>
                  <dd className="font-medium text-slate-900">
                    {APPROVAL_POLICY_LABELS[data.policy]}
                    <span className="block text-xs font-normal text-slate-500">
                      {APPROVAL_POLICY_HINTS[data.policy]}
                    </span>
                  </dd>
                </div>
                {/* Off approval, the step and deadline of a round that is over would only mislead. */}
                {pending && (
                  <div>
                    <dt className="text-slate-500">
                      <Trans>Step</Trans>
                    </dt>
                    <dd className="font-medium text-slate-900">
                      {data.step ? t(STEP_LABELS[data.step]) : t`Not waiting`}
                      {data.round > 1 && (
                        <span className="font-normal text-slate-500">
                          {' '}
                          <Trans>· round {round}</Trans>
                        </span>
                      )}
                    </dd>
                  </div>
                )}
                {pending && (
                  <div className="sm:col-span-2">
                    <dt className="text-slate-500">
                      <Trans>Approve by</Trans>
                    </dt>
                    <dd className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      <CalendarClock className="size-4 text-slate-400" aria-hidden="true" />
                      {data.approve_by ? (
                        <time dateTime={data.approve_by}>{formatSchedule(data.approve_by)}</time>
                      ) : (
                        <span className="font-normal text-slate-500">
                          <Trans>No deadline</Trans>
                        </span>
                      )}
                      <OverdueBadge overdue={data.overdue} />
                      {asAdmin && pending && !editing && (
                        <Button size="sm" variant="ghost" className="-my-1" onClick={() => setEditing(true)}>
                          {data.approve_by ? t`Change deadline` : t`Set deadline`}
                        </Button>
                      )}
                    </dd>
                  </div>
                )}
              </dl>
              {editing && (
                <DeadlineEditor
                  postId={post.id}
                  approveBy={data.approve_by}
                  onCancel={() => setEditing(false)}
                  onDone={(message) => {
                    setEditing(false);
                    saved.show(message);
                  }}
                />
              )}
              {saved.message && <Alert tone="success">{saved.message}</Alert>}
              {waiting && <p className="text-sm font-medium text-amber-900 wrap-anywhere">{waiting}</p>}
              {data.decisions.length > 0 ? (
                <ul className="space-y-2" aria-label={t`Decisions`}>
                  {data.decisions.map((decision, index) => (
                    <DecisionItem key={`${decision.decided_at}-${index}`} decision={decision} />
                  ))}
                </ul>
              ) : (
                pending && (
                  <p className="text-sm text-slate-500">
                    <Trans>No decisions yet in this round.</Trans>
                  </p>
                )
              )}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
