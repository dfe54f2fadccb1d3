import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Textarea } from '@/components/input';
import { Modal } from '@/components/modal';
import { saveErrorMessage } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useBulkApprove } from '../../api/bulk-approve';
import { FEEDBACK_MAX } from '../../types';

interface Props {
  ids: number[];
  onClose: () => void;
  onDone: () => void;
}

/** Sends every selected post back to draft with one note, which each post keeps and shows. */
export function BulkRejectDialog({ ids, onClose, onDone }: Props) {
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  const bulk = useBulkApprove();
  const once = useSingleFlight();
  const count = ids.length;

  function send() {
    once(async () => {
      setError(null);
      try {
        await bulk.mutateAsync({ content_ids: ids, action: 'reject', feedback });
        onDone();
        onClose();
      } catch (caught) {
        setError(saveErrorMessage(caught, t`Failed to reject the selected content`, t`post`));
      }
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t`${plural(count, { one: 'Reject # post', other: 'Reject # posts' })}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" onClick={send} loading={bulk.isPending}>
            <Trans>Reject {count}</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <Textarea
          label={t`Feedback`}
          optional
          data-autofocus
          rows={4}
          maxLength={FEEDBACK_MAX}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          hint={t`The posts go back to draft; the note shows on each of them and in their comments.`}
          trailing={
            <span className="text-xs text-slate-500">
              {feedback.length}/{FEEDBACK_MAX}
            </span>
          }
        />
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
