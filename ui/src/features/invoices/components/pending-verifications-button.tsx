import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { badgeCount } from '@/lib/format';
import { usePendingVerifications } from '../api/get-pending-verifications';
import { PendingVerificationsModal } from './pending-verifications-modal';

/** The Admin Clients header's way into the Pending Verifications modal, with how many are waiting. */
export function PendingVerificationsButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const pending = usePendingVerifications();
  const count = pending.data?.length ?? 0;
  return (
    <>
      <Button
        variant="secondary"
        icon={<ShieldCheck className="size-4" aria-hidden="true" />}
        onClick={() => setOpen(true)}
        aria-label={t`Pending Verifications (${count})`}
      >
        <Trans>Pending Verifications</Trans>
        <span
          aria-hidden="true"
          className={
            count > 0
              ? 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800'
              : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600'
          }
        >
          {pending.isPending ? '…' : badgeCount(count)}
        </span>
      </Button>
      {open && <PendingVerificationsModal onClose={() => setOpen(false)} />}
    </>
  );
}
