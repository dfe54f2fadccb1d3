import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { RESEND_COOLDOWN_S, VERIFICATION_CODE_LENGTH } from '@/lib/constants';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { AUTH_TEXT } from '../auth-errors';

interface Props {
  email: string;
  name: string;
  error: string | null;
  pending: boolean;
  /** Seconds until Resend unlocks; 0 means it is available. */
  resendIn: number;
  onResent: (cooldownSeconds: number) => void;
  onBack: () => void;
  onSubmit: (code: string) => void;
}

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$` as const);

export function RegisterStepCode({ email, name, error, pending, resendIn, onResent, onBack, onSubmit }: Props) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const resend = useResendVerificationCode();
  const resent = useTimedMessage();
  const once = useSingleFlight();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setLocalError(t(AUTH_TEXT.codeRequired));
      return;
    }
    setLocalError(null);
    onSubmit(code);
  }

  async function onResend() {
    setLocalError(null);
    resent.clear();
    try {
      const response = await resend.mutateAsync({ email, name });
      onResent(response?.resend_after ?? RESEND_COOLDOWN_S);
      resent.show(t(AUTH_TEXT.resent));
    } catch {
      setLocalError(t(AUTH_TEXT.resendFailed));
    }
  }

  const shown = localError ?? error;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        <Trans>
          We sent a 6-digit code to <strong className="font-semibold text-slate-900">{email}</strong>. It may take a
          minute to arrive.
        </Trans>
      </p>
      {shown && <Alert tone="error">{shown}</Alert>}
      {resent.message && <Alert tone="success">{resent.message}</Alert>}
      <Input
        label={t`Verification code`}
        name="verification-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        className="text-center text-lg tracking-[0.5em]"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
      />
      <div className="flex gap-3">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={pending}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" size="lg" className="flex-1" loading={pending}>
          <Trans>Verify and create account</Trans>
        </Button>
      </div>
      <div className="text-center text-sm text-slate-500">
        <Trans>Didn't get it?</Trans>{' '}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => once(onResend)}
          disabled={resendIn > 0}
          loading={resend.isPending}
          className="text-brand-700"
        >
          {resendIn > 0 ? t`Resend code in ${resendIn}s` : t`Resend code`}
        </Button>
      </div>
    </form>
  );
}
