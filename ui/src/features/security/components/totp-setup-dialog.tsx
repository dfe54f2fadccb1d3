import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useConfirmTotp } from '../api/confirm-totp';
import { useSetupTotp } from '../api/setup-totp';
import { groupSecret, qrImageSrc } from '../security-text';

/**
 * Setting up an authenticator app: a QR code to scan (or the secret to type), then a code from the app to
 * prove it works. `onDone` gets the recovery codes that come with a first factor (null otherwise).
 */
export function TotpSetupDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (codes: string[] | null) => void;
}) {
  const { t } = useLingui();
  const setup = useSetupTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const once = useSingleFlight();
  const { mutate: start, reset: resetSetup } = setup;

  // A new secret each time the dialog opens; the last one unconfirmed is simply replaced.
  useEffect(() => {
    if (open) start();
  }, [open, start]);

  function close() {
    setCode('');
    setError(null);
    setMissing(false);
    resetSetup();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\D/g, '');
    setMissing(digits.length !== 6);
    if (digits.length !== 6) return;
    once(async () => {
      setError(null);
      try {
        const { recovery_codes } = await confirm.mutateAsync(digits);
        close();
        onDone(recovery_codes);
      } catch (caught) {
        setError(caught);
      }
    });
  }

  const fields = fieldErrors(error);
  const data = setup.data;
  const formId = 'totp-setup-form';
  return (
    <Modal
      open={open}
      onClose={close}
      size="md"
      title={t`Set up an authenticator app`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={confirm.isPending} disabled={!data}>
            <Trans>Turn on</Trans>
          </Button>
        </>
      }
    >
      {setup.isError ? (
        <Alert tone="error">{errorMessage(setup.error, t`Could not start setting up the app. Try again.`)}</Alert>
      ) : !data ? (
        <div className="flex justify-center py-10 text-brand-600">
          <Spinner className="size-6" label={t`Preparing your code...`} />
        </div>
      ) : (
        <form id={formId} onSubmit={submit} className="space-y-5" noValidate>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
            <li>
              <Trans>Open an authenticator app (Google Authenticator, 1Password, Authy, …) on your phone.</Trans>
            </li>
            <li>
              <Trans>Scan this code, or type the key below.</Trans>
            </li>
            <li>
              <Trans>Enter the 6-digit code the app shows.</Trans>
            </li>
          </ol>
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <img
              src={qrImageSrc(data.qr_svg)}
              alt={t`QR code for your authenticator app`}
              className="size-44 shrink-0 rounded-lg bg-white p-2 ring-1 ring-slate-200"
            />
            <div className="w-full min-w-0 space-y-2">
              <p className="text-xs font-medium text-slate-500">
                <Trans>Or type this key</Trans>
              </p>
              <p
                className="font-mono text-sm font-semibold tracking-wide text-slate-900 wrap-anywhere"
                data-testid="totp-secret"
              >
                {groupSecret(data.secret)}
              </p>
              <CopyButton
                value={data.secret}
                label={t({
                  message: 'key',
                  comment: 'The secret key to type into an authenticator app; fills "Copy {label}"',
                })}
              />
            </div>
          </div>
          <Input
            label={t`Code from the app`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            placeholder="123456"
            className="font-mono tracking-widest"
            value={code}
            data-autofocus
            error={missing ? t`Enter the 6-digit code your app shows.` : fields.code}
            onChange={(event) => setCode(event.target.value)}
          />
          {error !== null && !fields.code && (
            <Alert tone="error">{errorMessage(error, t`Could not turn the app on. Try again.`)}</Alert>
          )}
        </form>
      )}
    </Modal>
  );
}
