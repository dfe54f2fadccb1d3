import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { PASSWORD_MIN } from '@/lib/constants';
import { AUTH_TEXT } from '../auth-errors';

interface Props {
  initial: string;
  /** An error from sending the code, which happens when this step is submitted. */
  error: string | null;
  pending: boolean;
  onBack: () => void;
  onNext: (password: string) => void;
}

export function RegisterStepPassword({ initial, error, pending, onBack, onNext }: Props) {
  const { t } = useLingui();
  const [password, setPassword] = useState(initial);
  const [localError, setLocalError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setLocalError(t(AUTH_TEXT.passwordRequired));
      return;
    }
    if (password.length < PASSWORD_MIN) {
      setLocalError(t(AUTH_TEXT.passwordTooShort));
      return;
    }
    setLocalError(null);
    onNext(password);
  }

  const shown = localError ?? error;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {shown && <Alert tone="error">{shown}</Alert>}
      <Input
        label={t`Password`}
        name="new-password"
        type="password"
        autoComplete="new-password"
        hint={t`At least ${PASSWORD_MIN} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="text-sm text-slate-500">
        <Trans>We will email you a 6-digit code to confirm your address.</Trans>
      </p>
      <div className="flex gap-3">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={pending}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" size="lg" className="flex-1" loading={pending}>
          <Trans>Send verification code</Trans>
        </Button>
      </div>
    </form>
  );
}
