import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { checkStoredToken } from '@/lib/session-check';
import { AuthenticatorAppCard } from './authenticator-app-card';
import { PasskeysCard } from './passkeys-card';

/**
 * What a user sees, and all they can use, while the agency requires a second factor they have not added:
 * the app or a passkey, then (once the recovery codes are saved) the user is read again and the dashboard opens.
 */
export function SecondFactorRequiredPage() {
  const { t } = useLingui();
  const { updateUser, signOut } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  function enrolled() {
    setError(null);
    checkStoredToken()
      .then((me) => {
        updateUser(me);
        navigate(paths.dashboard, { replace: true });
      })
      .catch(() => setError(t`Your second factor was added, but the portal could not be opened. Reload the page.`));
  }

  async function leave() {
    setSigningOut(true);
    await signOut();
    navigate(paths.auth, { replace: true });
  }

  return (
    <div className="min-h-dvh bg-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <title>{t`Add a second factor · Atrium`}</title>
      <main className="mx-auto max-w-2xl space-y-6" data-testid="second-factor-required">
        <div className="flex items-center justify-between gap-4">
          <Logo />
          <Button
            variant="ghost"
            size="sm"
            loading={signingOut}
            icon={<LogOut className="size-4" aria-hidden="true" />}
            onClick={() => void leave()}
          >
            <Trans>Sign out</Trans>
          </Button>
        </div>
        <div className="flex items-start gap-3">
          <ShieldCheck className="mt-1 size-6 shrink-0 text-brand-600" aria-hidden="true" />
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">
              <Trans>Add a second way to sign in</Trans>
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>
                Your agency asks its staff to confirm each sign-in with an authenticator app or a passkey. Add one to
                continue; you can add more later under Settings › Security.
              </Trans>
            </p>
          </div>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <h2 className="sr-only">
          <Trans>Choose one</Trans>
        </h2>
        <AuthenticatorAppCard onEnrolled={enrolled} />
        <PasskeysCard onEnrolled={enrolled} />
      </main>
    </div>
  );
}
