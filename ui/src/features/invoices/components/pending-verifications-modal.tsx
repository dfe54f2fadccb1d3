import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Modal } from '@/components/modal';
import { QueryState } from '@/components/query-state';
import { useBillingPlans } from '@/lib/billing-plans';
import { useTimedMessage } from '@/lib/use-timed-message';
import { usePendingVerifications } from '../api/get-pending-verifications';
import { VerificationItem } from './verification-item';

/** Bank transfers clients say they made, for an admin to check against the bank and approve with a plan. */
export function PendingVerificationsModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const pending = usePendingVerifications();
  const plans = useBillingPlans();
  const done = useTimedMessage(6_000);
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Pending Verifications`}
      description={t`Check each transfer against your bank account, then approve it with a plan or reject it.`}
      size="lg"
    >
      <div className="space-y-4">
        {done.message && <Alert tone="success">{done.message}</Alert>}
        {plans.isError && (
          <Alert tone="error">
            <Trans>Could not load the plans. Close and try again.</Trans>
          </Alert>
        )}
        <QueryState
          query={pending}
          size="panel"
          loading={t`Loading verifications`}
          failed={t`Could not load the pending verifications.`}
          empty={
            <div className="flex flex-col items-center py-8 text-center">
              <ShieldCheck className="size-8 text-emerald-600" aria-hidden="true" />
              <p className="mt-3 text-sm text-slate-600">
                <Trans>No payments are waiting for verification.</Trans>
              </p>
            </div>
          }
        >
          {(list) => (
            <ul aria-label={t`Pending verifications`} className="space-y-4">
              {list.map((verification) => (
                <VerificationItem
                  key={verification.id}
                  verification={verification}
                  plans={plans.data ?? []}
                  onDone={done.show}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Modal>
  );
}
