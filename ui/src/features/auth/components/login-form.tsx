import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import type { AuthResponse } from '@/lib/types';
import { useHydrated } from '@/lib/use-hydrated';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { passkeyErrorMessage, passkeysSupported } from '@/lib/webauthn';
import { useLogin, type PendingSignIn } from '../api/login';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import { AUTH_TEXT, loginErrorMessage } from '../auth-errors';
import { SecondFactorStep } from './second-factor-step';

/** `onSecondStep` is told when the form gives way to the second step and back, so the page can follow. */
export function LoginForm({ onSecondStep }: { onSecondStep?: (second: boolean) => void } = {}) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The password was right and a second factor is asked for: the form gives way to the second step.
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const hydrated = useHydrated();
  const login = useLogin();
  const passkey = usePasskeySignIn();
  const { signIn, clearNotice } = useSession();
  const navigate = useNavigate();

  const submitOnce = useSubmitOnce(onSubmit);

  function finish(session: AuthResponse) {
    signIn(session.token, session.user);
    navigate(paths.dashboard, { replace: true });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    clearNotice();
    if (!email.trim() || !password) {
      setError(t(AUTH_TEXT.loginRequired));
      return;
    }
    try {
      const response = await login.mutateAsync({ email: email.trim(), password });
      if (response && 'second_factor' in response && response.second_factor) {
        setPending(response.second_factor);
        onSecondStep?.(true);
        return;
      }
      if (!response || !('token' in response) || !response.user || !response.token) {
        setError(t(AUTH_TEXT.invalidLoginResponse));
        return;
      }
      finish(response);
    } catch (caught) {
      setError(loginErrorMessage(caught));
    }
  }

  function withPasskey() {
    setError(null);
    clearNotice();
    passkey.mutate(undefined, {
      onSuccess: finish,
      onError: (caught) => setError(passkeyErrorMessage(caught)),
    });
  }

  if (pending) {
    return (
      <SecondFactorStep
        pending={pending}
        onSignedIn={finish}
        onBack={(message) => {
          setPending(null);
          onSecondStep?.(false);
          setPassword('');
          setError(message ?? null);
        }}
      />
    );
  }

  return (
    <form onSubmit={submitOnce} noValidate>
      {/* Disabled until the app takes over the server's HTML of the page: typing into it before then would
          not reach the form's state (useHydrated). */}
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <Input
          label={t`Email or username`}
          name="email"
          type="text"
          inputMode="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Input
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" className="w-full" size="lg" disabled={!hydrated} loading={login.isPending}>
          <Trans>Sign in</Trans>
        </Button>
        {/* Only after hydration: the server's HTML cannot know whether this browser has passkeys. */}
        {hydrated && passkeysSupported() && (
          <>
            <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-200" />
              <Trans>or</Trans>
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            <Button
              type="button"
              variant="secondary"
              className="w-full"
              size="lg"
              loading={passkey.isPending}
              icon={<KeyRound className="size-4" aria-hidden="true" />}
              onClick={withPasskey}
            >
              <Trans>Sign in with a passkey</Trans>
            </Button>
          </>
        )}
      </fieldset>
    </form>
  );
}
