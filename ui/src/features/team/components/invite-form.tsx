import { select, t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ChoiceCards } from '@/components/choice-cards';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { INVITABLE_SEATS, SEAT_CAN, SEAT_LABELS, type Seat } from '@/lib/seat';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useInviteMember } from '../api/invite-member';

/** In the reader's language when called. A refusal as the fields it concerns: the 422's `fields`, and the 409s that name one field's value. */
export function inviteErrors(error: unknown): Record<string, string> {
  const found = fieldErrors(error);
  if (error instanceof ApiError && error.status === 409) {
    const text = error.serverMessage;
    if (error.body?.code === 'email_taken') found.email ??= text ?? tNow`This address already has an account.`;
    if (error.body?.code === 'owner_seat') found.seat ??= text ?? tNow`A client has one owner.`;
  }
  return found;
}

/** Email, an optional name and the seat, each seat with what it may do; the server's refusals by field. */
export function InviteForm({ clientId }: { clientId: number }) {
  const { t } = useLingui();
  const invite = useInviteMember();
  const sent = useTimedMessage();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [seat, setSeat] = useState<Seat>('approver');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submitOnce = useSubmitOnce(onSubmit);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const answer = await invite.mutateAsync({
        client: clientId,
        email: email.trim(),
        name: name.trim() || undefined,
        seat,
      });
      const sentTo = answer.email;
      sent.show(
        t`Invitation sent to ${sentTo} as ${select(seat, {
          owner: 'owner',
          approver: 'approver',
          viewer: 'viewer',
          billing: 'billing',
          other: 'seat',
        })}.`,
      );
      setEmail('');
      setName('');
    } catch (caught) {
      const byField = inviteErrors(caught);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(errorMessage(caught, t`Could not send the invitation.`));
    }
  }

  return (
    <form onSubmit={submitOnce} noValidate aria-label={t`Invite a colleague`} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input
          label={t`Colleague’s email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <Input
          label={t`Colleague’s name`}
          optional
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
      </div>
      <ChoiceCards
        legend={t({ message: 'Seat', context: 'a client team seat' })}
        options={INVITABLE_SEATS}
        value={seat}
        onChange={setSeat}
        label={(option) => SEAT_LABELS[option]}
        hint={(option) => {
          const can = SEAT_CAN[option];
          return t({
            message: `Can ${can}.`,
            comment: 'can is what a seat may do, e.g. “read posts and performance”',
          });
        }}
        error={errors.seat}
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
