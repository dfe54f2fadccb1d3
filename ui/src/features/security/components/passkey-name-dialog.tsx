import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useRenamePasskey } from '../api/rename-passkey';

interface Props {
  open: boolean;
  title: string;
  confirmLabel: string;
  hint?: string;
  initial: string;
  /** Renames this passkey; without it, `onSave` gets the name (adding one). */
  passkeyId?: number;
  onSave?: (name: string) => Promise<unknown>;
  pending?: boolean;
  onClose: () => void;
}

/** A passkey's name ("Work laptop"): asked before adding one, and changed later. */
export function PasskeyNameDialog({ open, ...rest }: Props) {
  // Mounted only while open, so each opening starts from `initial`.
  return open ? <NameForm {...rest} /> : null;
}

function NameForm({ title, confirmLabel, hint, initial, passkeyId, onSave, pending, onClose }: Omit<Props, 'open'>) {
  const { t } = useLingui();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<unknown>(null);
  const rename = useRenamePasskey();
  const once = useSingleFlight();
  const fields = fieldErrors(error);

  function submit(event: FormEvent) {
    event.preventDefault();
    once(async () => {
      setError(null);
      try {
        if (passkeyId !== undefined) await rename.mutateAsync({ id: passkeyId, name: name.trim() });
        else await onSave?.(name);
        onClose();
      } catch (caught) {
        // Adding says its own error on the card (the browser's refusals have no fields).
        if (passkeyId !== undefined) setError(caught);
        else onClose();
      }
    });
  }

  const formId = 'passkey-name-form';
  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={pending || rename.isPending}
            disabled={passkeyId !== undefined && !name.trim()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4">
        <Input
          label={t`Name`}
          optional={passkeyId === undefined}
          placeholder={t`Work laptop`}
          maxLength={64}
          value={name}
          data-autofocus
          hint={hint}
          error={fields.name}
          onChange={(event) => setName(event.target.value)}
        />
        {error !== null && !fields.name && (
          <Alert tone="error">{errorMessage(error, t`Could not rename the passkey.`)}</Alert>
        )}
      </form>
    </Modal>
  );
}
