import { t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CheckCircle2, Clock, MessageSquareWarning, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Textarea } from '@/components/input';
import { errorMessage } from '@/lib/api-errors';
import { useDecideReviewPost } from '../api/decide-review-post';
import { FEEDBACK_MAX, type ReviewPost } from '../types';

type Standing = { tone: 'done' | 'changes' | 'waiting'; text: string };

/**
 * In the reader's language when called. Where the post stands for this reviewer, once there is nothing (more) to decide. `approvedNow`: this
 * reviewer approved it on this page (the server names the reviewer's decision only while the post is pending).
 */
export function standing(post: ReviewPost, email: string, approvedNow = false): Standing | null {
  const askedForChanges = post.comments.some(
    (comment) => comment.kind === 'feedback' && comment.reviewer_email === email,
  );
  if (post.decision === 'approved' || approvedNow)
    return post.status === 'pending-approval'
      ? { tone: 'done', text: tNow`You approved this post. It still waits for other approvers.` }
      : { tone: 'done', text: tNow`You approved this post.` };
  if (post.status === 'draft' && askedForChanges)
    return { tone: 'changes', text: tNow`You asked for changes. The agency will revise the post.` };
  if (post.can_decide) return null;
  switch (post.status) {
    case 'approved':
      return { tone: 'done', text: tNow`This post is approved.` };
    case 'posted':
      return { tone: 'done', text: tNow`This post has been published.` };
    case 'draft':
      return { tone: 'waiting', text: tNow`The agency is revising this post. Nothing to decide for now.` };
    default:
      return { tone: 'waiting', text: tNow`This post waits for the agency’s review first. Nothing to decide yet.` };
  }
}

const STANDING_STYLES = {
  done: { className: 'bg-emerald-50 text-emerald-900 ring-emerald-200', icon: CheckCircle2 },
  changes: { className: 'bg-amber-50 text-amber-900 ring-amber-200', icon: MessageSquareWarning },
  waiting: { className: 'bg-slate-50 text-slate-700 ring-slate-200', icon: Clock },
} as const;

/**
 * Approve, or Request changes with a required note; after a decision, the decision. Each answer from the
 * server replaces the post on the page.
 */
export function ReviewDecision({ linkKey, email, post }: { linkKey: string; email: string; post: ReviewPost }) {
  const { t } = useLingui();
  const decide = useDecideReviewPost();
  const [asking, setAsking] = useState(false);
  const [feedback, setFeedback] = useState('');
  const [tried, setTried] = useState(false);
  const now = standing(post, email, decide.isSuccess && decide.variables.decision === 'approve');

  if (now) {
    const { className: box, icon: Icon } = STANDING_STYLES[now.tone];
    return (
      <p
        className={`flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm font-medium ring-1 ring-inset ${box}`}
        data-testid="review-standing"
        role="status"
      >
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {now.text}
      </p>
    );
  }

  const missing = tried && !feedback.trim();
  return (
    <div className="space-y-3">
      {!asking ? (
        <div className="grid grid-cols-2 gap-2">
          <Button
            size="lg"
            className="w-full"
            loading={decide.isPending}
            icon={<Check className="size-5" aria-hidden="true" />}
            onClick={() => decide.mutate({ key: linkKey, id: post.id, decision: 'approve' })}
          >
            <Trans>Approve</Trans>
          </Button>
          <Button
            size="lg"
            variant="secondary"
            className="w-full"
            disabled={decide.isPending}
            icon={<Undo2 className="size-5" aria-hidden="true" />}
            onClick={() => {
              decide.reset();
              setAsking(true);
            }}
          >
            <Trans>Request changes</Trans>
          </Button>
        </div>
      ) : (
        <form
          className="space-y-3"
          aria-label={t`Request changes`}
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (!feedback.trim()) return;
            decide.mutate({ key: linkKey, id: post.id, decision: 'reject', feedback: feedback.trim() });
          }}
        >
          <Textarea
            label={t`What should change?`}
            rows={4}
            aria-required="true"
            maxLength={FEEDBACK_MAX}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            error={missing ? t`Say what should change, so the agency can revise the post.` : undefined}
            hint={t`The post goes back to the agency with your note.`}
            trailing={
              <span className="text-xs text-slate-500">
                {feedback.length}/{FEEDBACK_MAX}
              </span>
            }
          />
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              disabled={decide.isPending}
              onClick={() => setAsking(false)}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" size="lg" className="w-full" loading={decide.isPending}>
              <Trans>Send request</Trans>
            </Button>
          </div>
        </form>
      )}
      {decide.isError && (
        <Alert tone="error">{errorMessage(decide.error, t`That did not go through. Please try again.`)}</Alert>
      )}
    </div>
  );
}
