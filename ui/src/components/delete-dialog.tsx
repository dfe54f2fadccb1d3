import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { saveErrorMessage } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

interface DeleteDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this task?'. */
  message: string;
  confirmLabel?: string;
  /** The delete request (a mutation's mutateAsync); the dialog closes when it succeeds. */
  onDelete: () => Promise<unknown>;
  /** The mutation's isPending: the buttons stay disabled while the request runs. */
  pending: boolean;
  /** Shown when the server gives no reason. */
  failed: string;
  /** 'client', 'task': a 404 means someone deleted it first, which is said in words. */
  thing: string;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * The one destructive yes/no: a real dialog (focus trap, Escape), one request however often Delete is
 * clicked, and the server's refusal shown in place.
 */
export function DeleteDialog({
  open,
  title,
  message,
  confirmLabel,
  onDelete,
  pending,
  failed,
  thing,
  onClose,
  onDeleted,
}: DeleteDialogProps) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const once = useSingleFlight();

  function close() {
    setError(null);
    onClose();
  }

  function confirm() {
    once(async () => {
      setError(null);
      try {
        await onDelete();
        onDeleted?.();
        close();
      } catch (caught) {
        setError(saveErrorMessage(caught, failed, thing));
      }
    });
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" onClick={confirm} loading={pending}>
            {confirmLabel ?? t({ message: 'Delete', context: 'verb' })}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{message}</p>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
    </Modal>
  );
}
