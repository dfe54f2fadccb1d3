import { Check, Pencil, Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { saveErrorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useApproveContent } from '../../api/approve-content';
import { useSubmitContent } from '../../api/submit-content';
import type { ContentPost } from '../../types';
import { EditPostModal } from './edit-post-modal';
import { FeedbackDialog } from './feedback-dialog';

type Dialog = 'edit' | 'feedback' | null;

interface Props {
  post: ContentPost;
  asAdmin: boolean;
  size?: 'sm' | 'md';
  className?: string;
  /** Told when a dialog opens or closes, so a panel underneath can let go of the keyboard meanwhile. */
  onDialogChange?: (open: boolean) => void;
}

/**
 * The moves this caller may make on this post, from the server's can_* flags: approve, ask for changes
 * (or send back), edit, and send a draft for approval. Nothing shows when none is allowed.
 */
export function PostActions({ post, asAdmin, size = 'md', className, onDialogChange }: Props) {
  const [dialog, setDialogState] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const done = useTimedMessage();
  const approve = useApproveContent();
  const submit = useSubmitContent();
  const canSubmit = post.status === 'draft' && post.can_edit;
  const onBehalf = asAdmin && post.awaiting === 'client';

  function setDialog(next: Dialog) {
    setDialogState(next);
    onDialogChange?.(next !== null);
  }

  function run(action: typeof approve | typeof submit, success: string, fallback: string) {
    setError(null);
    action.mutate(post.id, {
      onSuccess: () => done.show(success),
      onError: (failure) => setError(saveErrorMessage(failure, fallback, 'post')),
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
          run(approve, onBehalf ? 'Approved on behalf of the client.' : 'Approved.', 'Failed to approve content')
        }
        title={onBehalf ? 'Records the approval on the client’s behalf; the history says so.' : undefined}
      >
        {onBehalf ? 'Approve for Client' : 'Approve'}
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
        {asAdmin ? 'Send Back' : 'Request Changes'}
      </Button>
    ),
    canSubmit && (
      <Button
        key="submit"
        size={size}
        loading={submit.isPending}
        disabled={busy}
        icon={<Send className="size-4" aria-hidden="true" />}
        onClick={() => run(submit, 'Sent for approval.', 'Failed to send for approval')}
      >
        {asAdmin ? 'Send for Approval' : post.feedback.trim() ? 'Resubmit' : 'Submit for Approval'}
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
        {post.status === 'draft' ? 'Edit Draft' : 'Edit Post'}
      </Button>
    ),
  ].filter(Boolean);

  if (buttons.length === 0 && !done.message && !error) return null;
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
    </div>
  );
}
