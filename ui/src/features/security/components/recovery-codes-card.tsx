import { Trans, useLingui } from '@lingui/react/macro';
import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CardQuery } from '@/components/card-query';
import { cn } from '@/lib/cn';
import { useSecurity } from '../api/get-security';
import { useNewRecoveryCodes } from '../api/new-recovery-codes';
import { PasswordDialog } from './password-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

/** How many single-use recovery codes are left, and a new set (the old ones stop working). */
export function RecoveryCodesCard() {
  const { t } = useLingui();
  const security = useSecurity();
  const renew = useNewRecoveryCodes();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Card
      as="h3"
      title={t`Recovery codes`}
      description={t`Each code signs you in once when your app or passkey is not at hand.`}
    >
      <CardQuery query={security} failed={t`Could not load your recovery codes.`} compact>
        {(data) => {
          const hasFactor = data.totp || data.passkeys.length > 0;
          const low = hasFactor && data.recovery_codes_left <= 3;
          return (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-3">
                <LifeBuoy className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
                <p
                  className={cn('text-sm', low ? 'font-medium text-amber-800' : 'text-slate-600')}
                  data-testid="recovery-left"
                >
                  {!hasFactor
                    ? t`You get ten codes when you add an authenticator app or a passkey.`
                    : t`${data.recovery_codes_left} of 10 codes left.`}
                  {low && ` ${t`Make new ones soon.`}`}
                </p>
              </div>
              {hasFactor && (
                <Button variant="secondary" onClick={() => setAsking(true)}>
                  <Trans>Make new codes</Trans>
                </Button>
              )}
            </div>
          );
        }}
      </CardQuery>
      <PasswordDialog
        open={asking}
        title={t`Make new recovery codes`}
        message={t`You get ten new codes; the ones you have now stop working. Enter your password to go on.`}
        confirmLabel={t`Make new codes`}
        onConfirm={async (password) => setCodes((await renew.mutateAsync(password)).recovery_codes)}
        pending={renew.isPending}
        failed={t`Could not make new codes.`}
        onClose={() => setAsking(false)}
      />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Card>
  );
}
