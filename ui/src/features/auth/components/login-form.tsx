import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useLogin } from '../api/login';
import { AUTH_TEXT, loginErrorMessage } from '../auth-errors';

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const login = useLogin();
  const { signIn, clearNotice } = useSession();
  const navigate = useNavigate();

  const submitOnce = useSubmitOnce(onSubmit);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    clearNotice();
    if (!email.trim() || !password) {
      setError(AUTH_TEXT.loginRequired);
      return;
    }
    try {
      const response = await login.mutateAsync({ email: email.trim(), password });
      if (!response?.user || !response.token) {
        setError(AUTH_TEXT.invalidLoginResponse);
        return;
      }
      signIn(response.token, response.user);
      navigate(paths.dashboard, { replace: true });
    } catch (caught) {
      setError(loginErrorMessage(caught));
    }
  }

  return (
    <form onSubmit={submitOnce} noValidate>
      {/* Disabled until the app takes over the server's HTML of the page: typing into it before then would
          not reach the form's state (useHydrated). */}
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <Input
          label="Email or username"
          name="email"
          type="text"
          inputMode="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" className="w-full" size="lg" disabled={!hydrated} loading={login.isPending}>
          Sign in
        </Button>
      </fieldset>
    </form>
  );
}
