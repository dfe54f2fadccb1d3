import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Circle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { PASSWORD_MIN } from '@/lib/constants';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useChangePassword } from '../api/change-password';
import { SETTINGS_TEXT } from '../settings-text';

// The checklist advertises case and digits, but only length and match are enforced (spec 000 section 5).
const CHECKS: Array<{ label: MessageDescriptor; test: (value: string) => boolean }> = [
  { label: msg`At least ${PASSWORD_MIN} characters`, test: (value: string) => value.length >= PASSWORD_MIN },
  { label: msg`An uppercase letter`, test: (value: string) => /[A-Z]/.test(value) },
  { label: msg`A lowercase letter`, test: (value: string) => /[a-z]/.test(value) },
  { label: msg`A number`, test: (value: string) => /\d/.test(value) },
];

const EMPTY = { current: '', next: '', confirm: '' };

export function ChangePasswordCard() {
  const { t } = useLingui();
  const change = useChangePassword();
  const success = useTimedMessage();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [currentError, setCurrentError] = useState<string | undefined>();
  const [nextError, setNextError] = useState<string | undefined>();

  const submitOnce = useSubmitOnce(onSubmit);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setCurrentError(undefined);
    setNextError(undefined);
    success.clear();
    if (form.next !== form.confirm) {
      setError(t(SETTINGS_TEXT.passwordsMismatch));
      return;
    }
    if (form.next.length < PASSWORD_MIN) {
      setError(t(SETTINGS_TEXT.passwordTooShort));
      return;
    }
    try {
      await change.mutateAsync({ current_password: form.current, new_password: form.next });
      setForm(EMPTY);
      success.show(t(SETTINGS_TEXT.passwordChanged));
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      const current = apiError?.fieldError('current_password');
      const next = apiError?.fieldError('new_password');
      // A refusal about one field is said once, under that field; the box is for everything else.
      setCurrentError(current);
      setNextError(next);
      if (!current && !next) setError(apiError?.serverMessage || t(SETTINGS_TEXT.passwordFailed));
    }
  }

  return (
    <Card title={t`Change password`} description={t`Other devices are signed out when you change it.`}>
      <form onSubmit={submitOnce} noValidate className="space-y-5">
        <Input
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          value={form.current}
          onChange={(e) => setForm({ ...form, current: e.target.value })}
          error={currentError}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            value={form.next}
            onChange={(e) => setForm({ ...form, next: e.target.value })}
            error={nextError}
          />
          <Input
            label={t`Confirm new password`}
            type="password"
            autoComplete="new-password"
            value={form.confirm}
            onChange={(e) => setForm({ ...form, confirm: e.target.value })}
          />
        </div>
        <ul className="grid gap-1.5 text-sm sm:grid-cols-2" aria-label={t`Password suggestions`}>
          {CHECKS.map(({ label, test }) => {
            const met = test(form.next);
            return (
              <li key={label.id} className={cn('flex items-center gap-2', met ? 'text-emerald-700' : 'text-slate-500')}>
                {met ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Circle className="size-3.5" aria-hidden="true" />
                )}
                {t(label)}
                <span className="sr-only">{met ? t`(met)` : t`(not met)`}</span>
              </li>
            );
          })}
        </ul>
        {error && <Alert tone="error">{error}</Alert>}
        {success.message && <Alert tone="success">{success.message}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" loading={change.isPending}>
            <Trans>Update password</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
