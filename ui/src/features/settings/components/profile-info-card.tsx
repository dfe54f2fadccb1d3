import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EditFormNotices } from '@/components/edit-form-notices';
import { Input, Textarea } from '@/components/input';
import { BIO_MAX } from '@/lib/constants';
import { useCurrentUser } from '@/lib/session';
import { isAdmin, type User } from '@/lib/types';
import { useEditForm } from '@/lib/use-edit-form';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useUpdateProfile, type ProfileFields } from '../api/update-profile';
import { SETTINGS_TEXT } from '../settings-text';

const profileValues = (user: User): ProfileFields => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  company: user.company ?? '',
  bio: user.bio ?? '',
});

export function ProfileInfoCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const success = useTimedMessage();
  const form = useEditForm({
    object: user,
    empty: profileValues(user),
    toValues: profileValues,
    toInput: (values: ProfileFields) => values,
    update: (changes, version) => update.mutateAsync({ ...changes, version }),
    labels: { first_name: t`First name`, last_name: t`Last name`, company: t`Company`, bio: t`Bio` },
    thing: t({ message: 'profile', comment: 'Fills "Someone else changed this {thing} after you opened it."' }),
    failed: t(SETTINGS_TEXT.profileFailed),
    onSaved: () => success.show(t(SETTINGS_TEXT.profileUpdated)),
    onUnchanged: () => success.show(t(SETTINGS_TEXT.profileUpdated)),
  });
  const { values, errors, set } = form;

  function onSubmit(event: FormEvent) {
    success.clear();
    form.submit(event);
  }

  return (
    <Card
      title={t`Profile information`}
      description={isAdmin(user) ? t`How you appear to your team and clients.` : t`How you appear to your agency.`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t`First name`}
            autoComplete="given-name"
            value={values.first_name}
            onChange={(e) => set('first_name', e.target.value)}
            error={errors.first_name}
          />
          <Input
            label={t`Last name`}
            autoComplete="family-name"
            value={values.last_name}
            onChange={(e) => set('last_name', e.target.value)}
            error={errors.last_name}
          />
        </div>
        <Input label={t`Email`} type="email" value={user.email} readOnly hint={t(SETTINGS_TEXT.emailReadOnly)} />
        <Input
          label={t`Company`}
          autoComplete="organization"
          value={values.company}
          onChange={(e) => set('company', e.target.value)}
          error={errors.company}
        />
        <Textarea
          label={t`Bio`}
          rows={4}
          maxLength={BIO_MAX}
          value={values.bio}
          onChange={(e) => set('bio', e.target.value)}
          error={errors.bio}
          trailing={
            <span className="text-xs text-slate-500">
              {values.bio.length}/{BIO_MAX}
            </span>
          }
        />
        <EditFormNotices form={form} error={form.formError} />
        {success.message && <Alert tone="success">{success.message}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" loading={form.pending || update.isPending}>
            <Trans>Save changes</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
