import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ChoiceCards } from '@/components/choice-cards';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { currentLocale } from '@/lib/i18n';
import { STAFF_ROLE_CAN, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/staff-role';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useInviteStaff } from '../api/invite-staff';

/** A refusal as the fields it concerns: the 422's `fields`, and 409 `email_taken` on the address. */
function staffInviteErrors(error: unknown): Record<string, string> {
  const found = fieldErrors(error);
  if (error instanceof ApiError && error.status === 409 && error.body?.code === 'email_taken')
    found.email ??= error.serverMessage ?? i18n._(msg`This address already has an account.`);
  return found;
}

/** Owners: email, an optional name and the role, each role with what it may do. */
export function StaffInviteForm() {
  const { t } = useLingui();
  const invite = useInviteStaff();
  const sent = useTimedMessage();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('manager');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submitOnce = useSubmitOnce(onSubmit);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const answer = await invite.mutateAsync({ email: email.trim(), name: name.trim() || undefined, role });
      const address = answer.email;
      // A role inside a sentence is lower case, except in German, where nouns keep their capital.
      const label = STAFF_ROLE_LABELS[role];
      const roleWord = currentLocale() === 'de' ? label : label.toLowerCase();
      sent.show(
        role === 'member'
          ? t`Invitation sent to ${address} as member. Once they join, assign them their clients here.`
          : t`Invitation sent to ${address} as ${roleWord}.`,
      );
      setEmail('');
      setName('');
    } catch (caught) {
      const byField = staffInviteErrors(caught);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(errorMessage(caught, t`Could not send the invitation.`));
    }
  }

  return (
    <form onSubmit={submitOnce} noValidate aria-label={t`Invite to the staff`} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input
          label={t`Email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <Input
          label={t`Name`}
          optional
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
      </div>
      <ChoiceCards
        legend={t`Role`}
        options={STAFF_ROLES}
        value={role}
        onChange={setRole}
        label={(option) => STAFF_ROLE_LABELS[option]}
        hint={(option) => {
          const can = STAFF_ROLE_CAN[option];
          return t`Can ${can}.`;
        }}
        error={errors.role}
        layout="grid-cols-1 sm:grid-cols-3"
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      {sent.message && <Alert tone="success">{sent.message}</Alert>}
      <Button type="submit" loading={invite.isPending} icon={<UserPlus className="size-4" aria-hidden="true" />}>
        <Trans>Send invitation</Trans>
      </Button>
    </form>
  );
}
