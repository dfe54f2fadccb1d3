import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Link2, Pencil, Send, Share2, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { saveErrorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useApproveContent } from '../../api/approve-content';
import { useSubmitContent } from '../../api/submit-content';
import { approvedOnBehalf, waitsForClient } from '../../approve-for-client';
import type { ContentPost } from '../../types';
import { MarkPostedModal } from '../admin/mark-posted-modal';
import { SendForReviewDialog } from '../review/send-for-review-dialog';
import { ApproveForClientDialog } from './approve-for-client-dialog';
import { EditPostModal } from './edit-post-modal';
import { FeedbackDialog } from './feedback-dialog';

type Dialog = 'edit' | 'feedback' | 'approve-for-client' | 'mark-posted' | 'review' | null;

interface Props {
  post: ContentPost;
  asAdmin: boolean;
  size?: 'sm' | 'md';
  className?: string;
  /** Offers Send for Review (the detail panel, for the agency and a client's owner). */
  review?: boolean;
  /** Told when a dialog opens or closes, so a panel underneath can let go of the keyboard meanwhile. */
  onDialogChange?: (open: boolean) => void;
}

/**
 * The moves this caller may make on this post, from the server's can_* flags: approve (asking first when
 * the agency approves for the client), ask for changes (or send back), edit, send a draft for approval,
 * and for the agency, mark an approved post as posted. Nothing shows when none is allowed.
 */
export function PostActions({ post, asAdmin, size = 'md', className, review = false, onDialogChange }: Props) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const done = useTimedMessage();
  const approve = useApproveContent();
  const submit = useSubmitContent();
  const canSubmit = post.status === 'draft' && post.can_edit;
  const onBehalf = asAdmin && waitsForClient(post);

  // Reported from an effect, so the panel also hears 'closed' when this unmounts with a dialog up (a change
  // arriving live can leave the caller no moves, and the buttons go before the dialog's own success runs).
  const onDialogChangeRef = useRef(onDialogChange);
  useEffect(() => {
    onDialogChangeRef.current = onDialogChange;
  });
  const open = dialog !== null;
  useEffect(() => {
    if (!open) return;
    onDialogChangeRef.current?.(true);
    return () => onDialogChangeRef.current?.(false);
  }, [open]);

  function run(action: typeof approve | typeof submit, success: string, fallback: string) {
    setError(null);
    action.mutate(post.id, {
      onSuccess: () => done.show(success),
      onError: (failure) => setError(saveErrorMessage(failure, fallback, t`post`)),
    });
  }

  const busy = approve.isPending || submit.isPending;
  const buttons = [
    post.can_approve && (
      <Button
        key="approve"
        size={size}
        loading={approve.isPending}
        disabled={busy}
        icon={<Check className="size-4" aria-hidden="true" />}
        onClick={() =>
          onBehalf ? setDialog('approve-for-client') : run(approve, t`Approved.`, t`Failed to approve content`)
        }
        title={onBehalf ? t`Records the approval on the client’s behalf; the history says so.` : undefined}
      >
        {onBehalf ? t`Approve for Client` : t`Approve`}
      </Button>
    ),
    post.can_reject && (
      <Button
        key="reject"
        size={size}
        variant="secondary"
        disabled={busy}
        icon={<Undo2 className="size-4" aria-hidden="true" />}
        onClick={() => setDialog('feedback')}
      >
        {asAdmin ? t`Send Back` : t`Request Changes`}
      </Button>
    ),
    canSubmit && (
      <Button
        key="submit"
        size={size}
        loading={submit.isPending}
        disabled={busy}
        icon={<Send className="size-4" aria-hidden="true" />}
        onClick={() => run(submit, t`Sent for approval.`, t`Failed to send for approval`)}
      >
        {asAdmin ? t`Send for Approval` : post.feedback.trim() ? t`Resubmit` : t`Submit for Approval`}
      </Button>
    ),
    asAdmin && post.status === 'approved' && post.publishing?.state !== 'failed' && (
      <Button
        key="mark-posted"
        size={size}
        disabled={busy}
        icon={<Share2 className="size-4" aria-hidden="true" />}
        onClick={() => setDialog('mark-posted')}
      >
        <Trans>Mark as Posted</Trans>
      </Button>
    ),
    post.can_edit && (
      <Button
        key="edit"
        size={size}
        variant="secondary"
        disabled={busy}
        icon={<Pencil className="size-4" aria-hidden="true" />}
        onClick={() => setDialog('edit')}
      >
        {post.status === 'draft' ? t`Edit Draft` : t`Edit Post`}
      </Button>
    ),
    review && post.status !== 'posted' && (
      <Button
        key="review"
        size={size}
        variant="secondary"
        disabled={busy}
        icon={<Link2 className="size-4" aria-hidden="true" />}
        onClick={() => setDialog('review')}
      >
        <Trans>Send for Review</Trans>
      </Button>
    ),
  ].filter(Boolean);

  if (buttons.length === 0 && !done.message && !error && !open) return null;
  return (
    <div className={cn('space-y-2', className)}>
      {buttons.length > 0 && <div className="flex flex-wrap gap-2">{buttons}</div>}
      {done.message && <Alert tone="success">{done.message}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {dialog === 'edit' && (
        <EditPostModal post={post} asAdmin={asAdmin} onClose={() => setDialog(null)} onDone={done.show} />
      )}
      {dialog === 'feedback' && (
        <FeedbackDialog post={post} asAdmin={asAdmin} onClose={() => setDialog(null)} onDone={done.show} />
      )}
      {dialog === 'approve-for-client' && (
        <ApproveForClientDialog
          waiting={[post]}
          confirmLabel={t`Approve for Client`}
          onConfirm={async () => {
            setError(null);
            await approve.mutateAsync(post.id);
            done.show(t(approvedOnBehalf(post)));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'review' && <SendForReviewDialog posts={[post]} onClose={() => setDialog(null)} onSent={done.show} />}
      {dialog === 'mark-posted' && (
        <MarkPostedModal post={post} onClose={() => setDialog(null)} onDone={() => done.show(t`Marked as posted.`)} />
      )}
    </div>
  );
}
