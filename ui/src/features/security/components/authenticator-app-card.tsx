import { Trans, useLingui } from '@lingui/react/macro';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CardQuery } from '@/components/card-query';
import { useSecurity } from '../api/get-security';
import { useRemoveTotp } from '../api/remove-totp';
import { PasswordDialog } from './password-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpSetupDialog } from './totp-setup-dialog';

/** The authenticator app: set it up (QR code and a code to confirm), or remove it with the password. */
export function AuthenticatorAppCard({ onEnrolled }: { onEnrolled?: () => void }) {
  const { t } = useLingui();
  const security = useSecurity();
  const remove = useRemoveTotp();
  const [settingUp, setSettingUp] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  function enrolled(newCodes: string[] | null) {
    if (newCodes) setCodes(newCodes);
    else onEnrolled?.();
  }

  return (
    <Card
      as="h3"
      title={t`Authenticator app`}
      description={t`A 6-digit code from an app on your phone, asked for after your password.`}
    >
      <CardQuery query={security} failed={t`Could not load your sign-in methods.`} compact>
        {(data) => (
          <div className="flex flex-wrap items-center justify-between gap-3" data-testid="totp-state">
            <div className="flex items-center gap-3">
              <Smartphone className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              {data.totp ? (
                <p className="flex items-center gap-2 text-sm text-slate-700">
                  <Badge tone="success">
                    <Trans>On</Trans>
                  </Badge>{' '}
                  <Trans>Codes from your app are asked for when you sign in.</Trans>
                </p>
              ) : (
                <p className="text-sm text-slate-600">
                  <Trans>Not set up.</Trans>
                </p>
              )}
            </div>
            {data.totp ? (
              <Button variant="secondary" onClick={() => setRemoving(true)}>
                <Trans>Remove</Trans>
              </Button>
            ) : (
              <Button onClick={() => setSettingUp(true)}>
                <Trans>Set up</Trans>
              </Button>
            )}
          </div>
        )}
      </CardQuery>
      <TotpSetupDialog open={settingUp} onClose={() => setSettingUp(false)} onDone={enrolled} />
      <RecoveryCodesDialog
        codes={codes}
        onClose={() => {
          setCodes(null);
          onEnrolled?.();
        }}
      />
      <PasswordDialog
        open={removing}
        title={t`Remove the authenticator app`}
        message={t`Codes from the app will no longer be asked for or accepted. Enter your password to remove it.`}
        confirmLabel={t`Remove`}
        danger
        onConfirm={(password) => remove.mutateAsync(password)}
        pending={remove.isPending}
        failed={t`Could not remove the app.`}
        onClose={() => setRemoving(false)}
      />
    </Card>
  );
}
