import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';

interface Props {
  open: boolean;
  title: string;
  /** What happens once the password is given. */
  message: string;
  confirmLabel: string;
  /** Removals are red; making new codes is not. */
  danger?: boolean;
  /** The request; the dialog closes when it succeeds. */
  onConfirm: (password: string) => Promise<unknown>;
  pending: boolean;
  failed: string;
  onClose: () => void;
}

/** Asks for the password again before a change to how the account signs in (as the backup download does). */
export function PasswordDialog({
  open,
  title,
  message,
  confirmLabel,
  danger,
  onConfirm,
  pending,
  failed,
  onClose,
}: Props) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const once = useSingleFlight();
  const fields = fieldErrors(error);

  function close() {
    setPassword('');
    setError(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    once(async () => {
      setError(null);
      try {
        await onConfirm(password);
        close();
      } catch (caught) {
        setError(caught);
      }
    });
  }

  const formId = 'security-password-form';
  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            loading={pending}
            disabled={!password}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-600">{message}</p>
        <Input
          label={t`Your password`}
          type="password"
          autoComplete="current-password"
          value={password}
          data-autofocus
          error={fields.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error !== null && !fields.password && <Alert tone="error">{errorMessage(error, failed)}</Alert>}
      </form>
    </Modal>
  );
}
