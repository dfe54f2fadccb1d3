import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { saveErrorMessage } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import { behalfQuestion, clientsOf } from '../../approve-for-client';
import type { ContentPost } from '../../types';
import { postName } from './post-format';

interface Props {
  /** The posts that wait for their client's approval; at least one. */
  waiting: ContentPost[];
  /** How many other posts go with them (client submissions in a bulk approval). */
  others?: number;
  confirmLabel: string;
  /** The approval request; the dialog closes when it succeeds and shows the refusal when it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before the agency approves posts its client has not approved yet: the approval is recorded as
 * given on the client's behalf (the post's history says so), which the client should not learn afterwards.
 */
export function ApproveForClientDialog({ waiting, others = 0, confirmLabel, onConfirm, onClose }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const once = useSingleFlight();
  const single = waiting.length === 1 ? waiting[0]! : null;
  const oneClient = clientsOf(waiting).one;

  function confirm() {
    once(async () => {
      setError(null);
      setPending(true);
      try {
        await onConfirm();
        onClose();
      } catch (caught) {
        setError(saveErrorMessage(caught, 'Failed to approve content', 'post'));
      } finally {
        setPending(false);
      }
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={behalfQuestion(waiting)}
      description={single ? <bdi>{postName(single)}</bdi> : undefined}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button onClick={confirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        {single ? (
          <p>
            <bdi>{single.client_name}</bdi> has not approved it yet.
          </p>
        ) : (
          <>
            <p>
              {oneClient ? (
                <>
                  <bdi>{oneClient}</bdi> has
                </>
              ) : (
                'Your clients have'
              )}{' '}
              not approved these posts yet:
            </p>
            <ul aria-label="Posts waiting for the client" className="list-disc space-y-1 pl-5">
              {waiting.map((post) => (
                <li key={post.id} className="wrap-anywhere">
                  <bdi>{postName(post)}</bdi>
                  {!oneClient && (
                    <span className="text-slate-500">
                      {' '}
                      (<bdi>{post.client_name}</bdi>)
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        {others > 0 && (
          <p>
            {others === 1
              ? 'The other selected post is a client submission, approved by you as usual.'
              : `The other ${others} selected posts are client submissions, approved by you as usual.`}
          </p>
        )}
        <p className="text-slate-500">
          Your approval is recorded as given on the client&apos;s behalf, and{' '}
          {single ? "the post's history says so." : "each post's history says so."}
        </p>
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
