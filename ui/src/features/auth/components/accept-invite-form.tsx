import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-errors';
import { PASSWORD_MIN } from '@/lib/constants';
import { currentLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { SEAT_CAN, SEAT_LABELS } from '@/lib/seat';
import { useSession } from '@/lib/session';
import { STAFF_ROLE_CAN, STAFF_ROLE_LABELS } from '@/lib/staff-role';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { AUTH_TEXT } from '../auth-errors';

/** A seat or role named inside a sentence: lower case, except in German, where nouns keep their capital. */
function inSentence(label: string): string {
  return currentLocale() === 'de' ? label : label.toLowerCase();
}

/**
 * /auth?invite=KEY: the invited client, or the agency's new colleague (a staff invitation has no seat and a
 * `staff_role`), picks a password and is signed in like after a login.
 */
export function AcceptInviteForm({ inviteKey }: { inviteKey: string }) {
  const { t } = useLingui();
  const invitation = useInvitation(inviteKey);
  const accept = useAcceptInvitation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submitOnce = useSubmitOnce(onSubmit);

  if (invitation.isPending) return <Spinner label={t`Checking your invitation`} className="size-6 text-brand-600" />;
  if (invitation.isError) {
    return (
      <div className="space-y-4">
        <Alert tone="error">{errorMessage(invitation.error, t`This invitation link is not valid.`)}</Alert>
        <Link to={paths.auth} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          <Trans>Go to sign in</Trans>
        </Link>
      </div>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (password.length < PASSWORD_MIN) return setError(t(AUTH_TEXT.passwordTooShort));
    if (password !== confirm) return setError(t`Passwords do not match`);
    try {
      const response = await accept.mutateAsync({ key: inviteKey, password });
      if (!response?.user || !response.token) return setError(t(AUTH_TEXT.invalidLoginResponse));
      signIn(response.token, response.user);
      navigate(paths.dashboard, { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, t`Could not accept the invitation.`));
    }
  }

  const { email, company, name, seat, staff_role: staffRole } = invitation.data;
  const address = <span className="font-semibold text-slate-900">{email}</span>;
  const role = staffRole ? inSentence(STAFF_ROLE_LABELS[staffRole]) : '';
  const roleCan = staffRole ? STAFF_ROLE_CAN[staffRole] : '';
  const portal = company ? t`to the ${company} portal` : t`to the agency portal`;
  return (
    <form onSubmit={submitOnce} noValidate className="space-y-5">
      {staffRole ? (
        <>
          <p className="text-base font-semibold text-slate-900">
            {company ? (
              <Trans>
                Join {company}’s team as {role}
              </Trans>
            ) : (
              <Trans>Join the agency’s team as {role}</Trans>
            )}
          </p>
          <p className="text-sm text-slate-600">
            {name ? (
              <Trans>
                {name}, you will sign in as {address} and can {roleCan}.
              </Trans>
            ) : (
              <Trans>
                You will sign in as {address} and can {roleCan}.
              </Trans>
            )}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600">
          {name ? (
            <Trans>
              {name}, you have been invited {portal} as {address}.
            </Trans>
          ) : (
            <Trans>
              You have been invited {portal} as {address}.
            </Trans>
          )}
        </p>
      )}
      {/* An older server sends no seat; the invitation is then the client's own (its owner's). */}
      {seat && !staffRole && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
          <Trans>
            You are invited as <span className="font-semibold">{inSentence(SEAT_LABELS[seat])}</span>: you can{' '}
            {SEAT_CAN[seat]}.
          </Trans>
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <Input label={t`Email`} type="email" value={email} readOnly autoComplete="username" />
      <Input
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t`At least ${PASSWORD_MIN} characters`}
      />
      <Input
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" className="w-full" size="lg" loading={accept.isPending}>
        <Trans>Set password and sign in</Trans>
      </Button>
    </form>
  );
}
