import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { QueryState } from '@/components/query-state';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useMyInvoices } from '../api/get-my-invoices';
import { formatInstantDay, paymentHistory } from '../billing-format';
import { BILLING_TEXT, type Subscription } from '../types';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { InvoiceList } from './invoice-list';
import { PaymentHistory } from './payment-history';
import { SubscriptionCard } from './subscription-card';

interface Props {
  subscription: Subscription;
  onChoosePlan: () => void;
}

/** The subscription and the payments made side by side, the invoices with their PDFs below. */
export function BillingOverview({ subscription, onChoosePlan }: Props) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const cancelled = useTimedMessage();
  const invoices = useMyInvoices();
  const rejection = subscription.last_rejection;
  const rejectedOn = rejection ? formatInstantDay(rejection.rejected_at) : '';
  const reason = rejection?.reason;
  return (
    <div className="space-y-6">
      {cancelled.message && <Alert tone="success">{cancelled.message}</Alert>}
      {rejection && (
        <Alert tone="error">
          <Trans>
            Your payment of {rejectedOn} could not be verified: <bdi>{reason}</bdi>
          </Trans>
        </Alert>
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <SubscriptionCard
          className="lg:col-span-2"
          subscription={subscription}
          onCancel={() => setConfirming(true)}
          onChoosePlan={onChoosePlan}
        />
        <QueryState query={invoices} loading={t`Loading payments`} failed={BILLING_TEXT.loadFailed} size="panel">
          {(list) => <PaymentHistory payments={paymentHistory(list)} />}
        </QueryState>
      </div>
      <QueryState query={invoices} loading={t`Loading invoices`} failed={BILLING_TEXT.loadFailed}>
        {(list) => <InvoiceList invoices={list} />}
      </QueryState>
      <CancelSubscriptionDialog
        open={confirming}
        subscription={subscription}
        onClose={() => setConfirming(false)}
        onCancelled={() => cancelled.show(BILLING_TEXT.cancelled)}
      />
    </div>
  );
}
