import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Textarea } from '@/components/input';
import { Modal } from '@/components/modal';
import { saveErrorMessage } from '@/lib/api-errors';
import { useRejectContent } from '../../api/reject-content';
import { FEEDBACK_MAX, type ContentPost } from '../../types';
import { postName } from './post-format';

interface Props {
  post: ContentPost;
  /** The client asks for changes; the agency sends a client's submission back. Same call, other words. */
  asAdmin: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Sends a pending post back to draft with feedback, which stays on the post and lands in its comments. */
export function FeedbackDialog({ post, asAdmin, onClose, onDone }: Props) {
  const { t } = useLingui();
  const [feedback, setFeedback] = useState('');
  const reject = useRejectContent();
  const title = asAdmin ? t`Send Back with Feedback` : t`Request Changes`;

  function send() {
    reject.mutate(
      { id: post.id, feedback },
      {
        onSuccess: () => {
          onDone(asAdmin ? t`Sent back to draft with your feedback.` : t`Your change request was sent to the agency.`);
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={<bdi>{postName(post)}</bdi>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={send} loading={reject.isPending}>
            {asAdmin ? t`Send Back` : t`Send Request`}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <Textarea
          label={t`What should change?`}
          optional
          data-autofocus
          rows={5}
          maxLength={FEEDBACK_MAX}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
          hint={
            asAdmin
              ? t`The post goes back to draft; the client sees your note on it and in its comments.`
              : t`The post goes back to the agency as a draft; your note shows on it and in its comments.`
          }
          trailing={
            <span className="text-xs text-slate-500">
              {feedback.length}/{FEEDBACK_MAX}
            </span>
          }
        />
        {reject.isError && (
          <Alert tone="error">
            {saveErrorMessage(reject.error, t`Failed to send the request. Please try again.`, t`post`)}
          </Alert>
        )}
      </div>
    </Modal>
  );
}
