import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api';
import type { AuthResponse } from '@/lib/types';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { passkeyErrorMessage, passkeysSupported } from '@/lib/webauthn';
import type { PendingSignIn } from '../api/login';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import { useFinishWithCode } from '../api/second-factor';
import { initialCodeMode, readCode, secondFactorRefusal, type CodeMode } from '../second-factor';

interface Props {
  pending: PendingSignIn;
  onSignedIn: (session: AuthResponse) => void;
  /** Back to the password; with a message when the ticket expired. */
  onBack: (message?: string) => void;
}

const HINT: Record<CodeMode, MessageDescriptor> = {
  app: msg`Open your authenticator app and type the 6-digit code it shows for this portal.`,
  recovery: msg`Type one of the recovery codes you saved. Each one works once.`,
};

/** The second step of signing in: the app's code, a passkey, or a recovery code, as the account allows. */
export function SecondFactorStep({ pending, onSignedIn, onBack }: Props) {
  const { t } = useLingui();
  const { ticket, methods } = pending;
  const [mode, setMode] = useState<CodeMode | null>(() => initialCodeMode(methods));
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const finishCode = useFinishWithCode();
  const passkey = usePasskeySignIn();
  const canPasskey = methods.includes('passkey') && passkeysSupported();
  const canSwitch = methods.includes('totp') && methods.includes('recovery');
  const field = useRef<HTMLInputElement>(null);

  // The field takes the keyboard when the step opens and when it switches between app and recovery codes.
  useEffect(() => {
    field.current?.focus();
  }, [mode]);

  const submitOnce = useSubmitOnce(onSubmit);

  function refused(caught: unknown) {
    const refusal = secondFactorRefusal(caught);
    if (refusal.expired) {
      onBack(refusal.message);
      return;
    }
    setFieldError(refusal.field);
    setError(refusal.message ?? null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!mode) return;
    setError(null);
    setFieldError(undefined);
    const read = readCode(mode, code);
    if ('error' in read) {
      setFieldError(read.error);
      return;
    }
    try {
      onSignedIn(await finishCode.mutateAsync({ ticket, code: read.code }));
    } catch (caught) {
      refused(caught);
    }
  }

  function withPasskey() {
    setError(null);
    setFieldError(undefined);
    passkey.mutate(ticket, {
      onSuccess: onSignedIn,
      onError: (caught) => (caught instanceof ApiError ? refused(caught) : setError(passkeyErrorMessage(caught))),
    });
  }

  function switchTo(next: CodeMode) {
    setMode(next);
    setCode('');
    setFieldError(undefined);
    setError(null);
  }

  return (
    <form onSubmit={submitOnce} noValidate aria-labelledby="second-factor-title" data-testid="second-factor-step">
      <div className="min-w-0 space-y-5">
        <div>
          <h2 id="second-factor-title" className="text-lg font-semibold text-slate-900">
            <Trans>Confirm it’s you</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-500">
            <Trans>Your password was right. One more step keeps your account safe.</Trans>
          </p>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        {mode && (
          <>
            <Input
              key={mode}
              label={mode === 'app' ? t`Code from your app` : t`Recovery code`}
              name="code"
              type="text"
              inputMode={mode === 'app' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              autoCapitalize={mode === 'recovery' ? 'characters' : undefined}
              spellCheck={false}
              maxLength={mode === 'app' ? 9 : 14}
              placeholder={mode === 'app' ? '123456' : ('ABCDE-FGHJK' as const)}
              className="font-mono tracking-widest"
              hint={t(HINT[mode])}
              error={fieldError}
              value={code}
              ref={field}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" className="w-full" size="lg" loading={finishCode.isPending}>
              <Trans>Verify</Trans>
            </Button>
          </>
        )}
        {canPasskey && (
          <Button
            type="button"
            variant={mode ? 'secondary' : 'primary'}
            className="w-full"
            size="lg"
            loading={passkey.isPending}
            icon={<KeyRound className="size-4" aria-hidden="true" />}
            onClick={withPasskey}
          >
            <Trans>Use a passkey</Trans>
          </Button>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            icon={<ArrowLeft className="size-4" aria-hidden="true" />}
            onClick={() => onBack()}
          >
            <Trans>Back</Trans>
          </Button>
          {canSwitch && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => switchTo(mode === 'recovery' ? 'app' : 'recovery')}
            >
              {mode === 'recovery' ? t`Use your authenticator app` : t`Use a recovery code`}
            </Button>
          )}
          {!canSwitch && methods.includes('recovery') && mode !== 'recovery' && (
            <Button type="button" variant="ghost" size="sm" onClick={() => switchTo('recovery')}>
              <Trans>Use a recovery code</Trans>
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
