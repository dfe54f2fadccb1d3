import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Input, Textarea } from '@/components/input';
import { ApiError } from '@/lib/api';
import { BIO_MAX } from '@/lib/constants';
import { useCurrentUser } from '@/lib/session';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useUpdateProfile } from '../api/update-profile';
import { SETTINGS_TEXT } from '../settings-text';

export function ProfileInfoCard() {
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const success = useTimedMessage();
  const [error, setError] = useState<ApiError | string | null>(null);
  const [form, setForm] = useState({
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    company: user.company ?? '',
    bio: user.bio ?? '',
  });

  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    success.clear();
    try {
      await update.mutateAsync(form);
      success.show(SETTINGS_TEXT.profileUpdated);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : SETTINGS_TEXT.profileFailed);
    }
  }

  const apiError = error instanceof ApiError ? error : null;
  const errorText = typeof error === 'string' ? error : error && (error.serverMessage || SETTINGS_TEXT.profileFailed);
  return (
    <Card title="Profile information" description="How you appear to your team and clients.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="First name"
            autoComplete="given-name"
            value={form.first_name}
            onChange={(e) => set('first_name')(e.target.value)}
            error={apiError?.fieldError('first_name')}
          />
          <Input
            label="Last name"
            autoComplete="family-name"
            value={form.last_name}
            onChange={(e) => set('last_name')(e.target.value)}
            error={apiError?.fieldError('last_name')}
          />
        </div>
        <Input label="Email" type="email" value={user.email} readOnly hint={SETTINGS_TEXT.emailReadOnly} />
        <Input
          label="Company"
          autoComplete="organization"
          value={form.company}
          onChange={(e) => set('company')(e.target.value)}
          error={apiError?.fieldError('company')}
        />
        <Textarea
          label="Bio"
          rows={4}
          maxLength={BIO_MAX}
          value={form.bio}
          onChange={(e) => set('bio')(e.target.value)}
          error={apiError?.fieldError('bio')}
          trailing={
            <span className="text-xs text-slate-500">
              {form.bio.length}/{BIO_MAX}
            </span>
          }
        />
        {errorText && <Alert tone="error">{errorText}</Alert>}
        {success.message && <Alert tone="success">{success.message}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
