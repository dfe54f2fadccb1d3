import { Trans } from '@lingui/react/macro';
import { AuthenticatorAppCard } from './authenticator-app-card';
import { PasskeysCard } from './passkeys-card';
import { RecoveryCodesCard } from './recovery-codes-card';
import { SessionsCard } from './sessions-card';
import { SignInRulesCard } from './sign-in-rules-card';

/** Settings › Security: second factors and sessions for everyone; the agency's sign-in rules for its owners. */
export function SecuritySection({ admin }: { admin: boolean }) {
  return (
    <section aria-labelledby="security-heading" className="space-y-6" data-testid="security-settings">
      <h2 id="security-heading" className="pt-2 text-lg font-semibold text-slate-900">
        <Trans>Security</Trans>
      </h2>
      <AuthenticatorAppCard />
      <PasskeysCard />
      <RecoveryCodesCard />
      <SessionsCard />
      {admin && <SignInRulesCard />}
    </section>
  );
}
