import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { INVITABLE_SEATS, SEAT_CAN, SEAT_LABELS, type Seat } from '@/lib/seat';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useInviteMember } from '../api/invite-member';

/** A refusal as the fields it concerns: the 422's `fields`, and the 409s that name one field's value. */
export function inviteErrors(error: unknown): Record<string, string> {
  const found = fieldErrors(error);
  if (error instanceof ApiError && error.status === 409) {
    const text = error.serverMessage;
    if (error.body?.code === 'email_taken') found.email ??= text ?? 'This address already has an account.';
    if (error.body?.code === 'owner_seat') found.seat ??= text ?? 'A client has one owner.';
  }
  return found;
}

/** Email, an optional name and the seat, each seat with what it may do; the server's refusals by field. */
export function InviteForm({ clientId }: { clientId: number }) {
  const invite = useInviteMember();
  const sent = useTimedMessage();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [seat, setSeat] = useState<Seat>('approver');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const seatsId = useId();
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
      sent.show(`Invitation sent to ${answer.email} as ${SEAT_LABELS[seat].toLowerCase()}.`);
      setEmail('');
      setName('');
    } catch (caught) {
      const byField = inviteErrors(caught);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(errorMessage(caught, 'Could not send the invitation.'));
    }
  }

  return (
    <form onSubmit={submitOnce} noValidate aria-label="Invite a colleague" className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input
          label="Colleague’s email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <Input
          label="Colleague’s name"
          optional
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
      </div>
      <fieldset aria-describedby={errors.seat ? `${seatsId}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-700">Seat</legend>
        <div className="mt-1.5 grid grid-cols-1 gap-2 sm:grid-cols-3">
          {INVITABLE_SEATS.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer gap-2.5 rounded-lg p-3 text-sm ring-1 ring-inset',
                seat === option ? 'bg-brand-50 ring-brand-500' : 'bg-white ring-slate-300 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={seatsId}
                value={option}
                checked={seat === option}
                onChange={() => setSeat(option)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                aria-describedby={`${seatsId}-${option}`}
              />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{SEAT_LABELS[option]}</span>
                <span id={`${seatsId}-${option}`} className="block text-slate-600">
                  Can {SEAT_CAN[option]}.
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.seat && (
          <p id={`${seatsId}-error`} className="mt-1.5 text-sm text-red-600">
            {errors.seat}
          </p>
        )}
      </fieldset>
      {failure && <Alert tone="error">{failure}</Alert>}
      {sent.message && <Alert tone="success">{sent.message}</Alert>}
      <Button type="submit" loading={invite.isPending} icon={<UserPlus className="size-4" aria-hidden="true" />}>
        Send invitation
      </Button>
    </form>
  );
}
