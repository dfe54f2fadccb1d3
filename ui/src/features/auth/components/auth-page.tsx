import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, CheckCircle2, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Logo } from '@/components/logo';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { AcceptInviteForm } from './accept-invite-form';
import { LoginForm } from './login-form';
import { RegisterFlow } from './register-flow';

type Mode = 'login' | 'signup';

const perks = [
  { key: 'growth', icon: BarChart3, text: msg`Follow growth, reach and engagement across your accounts` },
  { key: 'approve', icon: CheckCircle2, text: msg`Approve content before anything is posted` },
  { key: 'talk', icon: MessageSquare, text: msg`Talk to your account team in one place` },
];

export function AuthPage() {
  const { t } = useLingui();
  // Starts on login (spec 000 section 2).
  const [mode, setMode] = useState<Mode>('login');
  // The second sign-in step stands alone: no switching to sign-up halfway through signing in.
  const [secondStep, setSecondStep] = useState(false);
  const { notice, clearNotice } = useSession();
  const hydrated = useHydrated();
  // An invitation link (/auth?invite=KEY) replaces the sign-in/sign-up toggle with 'Set your password'.
  const [params] = useSearchParams();
  const inviteKey = params.get('invite');

  function switchTo(next: Mode) {
    clearNotice();
    setMode(next);
  }

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <title>
        {inviteKey
          ? t`Set your password · Atrium`
          : mode === 'login'
            ? t`Sign in · Atrium`
            : t`Create account · Atrium`}
      </title>
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-brand-700 p-12 text-white lg:flex">
        <Link to={paths.home} aria-label={t`Atrium home`}>
          <Logo inverted />
        </Link>
        <div className="max-w-md">
          <p className="text-3xl font-semibold tracking-tight">
            <Trans>Your agency, your numbers, one portal.</Trans>
          </p>
          <ul className="mt-8 space-y-4">
            {perks.map(({ key, icon: Icon, text }) => (
              <li key={key} className="flex items-start gap-3 text-brand-100">
                <Icon className="mt-0.5 size-5 shrink-0 text-white" aria-hidden="true" />
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-200">
          <Trans>SSL secured · Your data stays on your agency's server</Trans>
        </p>
      </aside>

      <main className="flex flex-col items-center justify-center px-4 py-12 sm:px-6">
        <div className="w-full max-w-md">
          <Link to={paths.home} aria-label={t`Atrium home`} className="mb-8 inline-block lg:hidden">
            <Logo />
          </Link>
          {inviteKey ? (
            <>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">
                <Trans>Set your password</Trans>
              </h1>
              <div className="mt-6">
                <AcceptInviteForm inviteKey={inviteKey} />
              </div>
            </>
          ) : (
            <>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">
                {mode === 'login' ? t`Welcome back` : t`Create your account`}
              </h1>
              <p className="mt-1 text-sm text-slate-500">
                {mode === 'login' ? t`Sign in to your Atrium portal.` : t`It takes three short steps.`}
              </p>

              <div
                hidden={secondStep}
                role="group"
                aria-label={t`Sign in or sign up`}
                className="mt-6 grid grid-cols-2 rounded-lg bg-slate-200/70 p-1"
              >
                {(['login', 'signup'] as const).map((value) => (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={mode === value}
                    // The server's HTML shows before the app runs; a press before then would be lost.
                    disabled={!hydrated}
                    onClick={() => switchTo(value)}
                    className={cn(
                      'rounded-md py-2 text-sm font-semibold transition-colors',
                      mode === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                    )}
                  >
                    {value === 'login' ? t`Sign in` : t`Sign up`}
                  </button>
                ))}
              </div>

              {notice && (
                <Alert tone="error" className="mt-6">
                  {notice}
                </Alert>
              )}

              <div className="mt-6">
                {mode === 'login' ? <LoginForm onSecondStep={setSecondStep} /> : <RegisterFlow />}
              </div>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
