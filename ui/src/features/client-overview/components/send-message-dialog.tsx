import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Textarea } from '@/components/input';
import { Modal } from '@/components/modal';
import { errorMessage } from '@/lib/api-errors';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useSendMessage } from '../api/send-message';
import { MESSAGE_MAX, OVERVIEW_TEXT } from '../types';

interface Props {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}

/** Send Message to Team: the same message the Messages screen sends (to the agency as a whole). */
export function SendMessageDialog({ open, onClose, onSent }: Props) {
  const { t } = useLingui();
  const send = useSendMessage();
  const [text, setText] = useState('');
  const trimmed = text.trim();

  function close() {
    send.reset();
    onClose();
  }

  const submit = useSubmitOnce(async () => {
    if (!trimmed) return;
    await send.mutateAsync(trimmed).then(
      () => {
        setText('');
        send.reset();
        onSent();
      },
      // The mutation keeps the error for the alert below; the draft stays for another try.
      () => undefined,
    );
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Send Message to Team`}
      description={t`Your account team reads every message and answers in Messages.`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="overview-send-message" loading={send.isPending} disabled={!trimmed}>
            <Trans>Send Message</Trans>
          </Button>
        </>
      }
    >
      <form id="overview-send-message" onSubmit={submit} className="space-y-4">
        <Textarea
          label={t`Message`}
          rows={5}
          value={text}
          maxLength={MESSAGE_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`Write a message to your team`}
          data-autofocus
          trailing={
            <span className="text-xs text-slate-500 tabular-nums">
              {text.length}/{MESSAGE_MAX}
            </span>
          }
        />
        {send.isError && <Alert tone="error">{errorMessage(send.error, t(OVERVIEW_TEXT.sendFailed))}</Alert>}
      </form>
    </Modal>
  );
}
