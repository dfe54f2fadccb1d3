import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { QueryState } from '@/components/query-state';
import type { Plan } from '@/lib/billing-plans';
import { useCurrentUser } from '@/lib/session';
import { useSubscription } from '../api/get-subscription';
import {
  canLeavePlanSelection,
  initialView,
  previousView,
  readLastSeen,
  viewAfterRefresh,
  writeLastSeen,
  type BillingView,
} from '../billing-view';
import { useInvoiceLink } from '../invoice-link';
import { LoadFailed } from './load-failed';
import { BILLING_TEXT, type Subscription } from '../types';
import { BankTransfer } from './bank-transfer';
import { BillingOverview } from './billing-overview';
import { BillingSuccess } from './billing-success';
import { PayInvoice } from './pay-invoice';
import { PlanDetails } from './plan-details';
import { PlanSelection } from './plan-selection';
import { VerificationPending } from './verification-pending';

/**
 * The client's Billing section (spec 001 section 2.8): an invoice's transfer view when the address names one
 * ('#billing?invoice=7', from the overview's Pay Now), else the subscription's six views.
 */
export function BillingScreen() {
  const { invoiceId, close } = useInvoiceLink();
  // Keyed by id: another invoice's link starts the view afresh.
  return invoiceId === null ? (
    <SubscriptionBilling />
  ) : (
    <PayInvoice key={invoiceId} invoiceId={invoiceId} onBack={close} />
  );
}

/** Loads the subscription, then runs the six views. */
function SubscriptionBilling() {
  const user = useCurrentUser();
  const { t } = useLingui();
  const subscription = useSubscription();
  return (
    <QueryState
      query={subscription}
      loading={t`Loading billing`}
      failed={BILLING_TEXT.loadFailed}
      error={(_, retry) => <LoadFailed retry={retry} />}
    >
      {(data) => (
        <BillingFlow
          userId={user.id}
          subscription={data}
          refreshing={subscription.isFetching}
          onRefresh={() => void subscription.refetch()}
        />
      )}
    </QueryState>
  );
}

interface FlowProps {
  userId: number;
  subscription: Subscription;
  refreshing: boolean;
  onRefresh: () => void;
}

function BillingFlow({ userId, subscription, refreshing, onRefresh }: FlowProps) {
  // Decided once, from the first answer and what this browser last showed (success is shown once).
  const [view, setView] = useState<BillingView>(() => initialView(subscription, readLastSeen(userId)));
  const [plan, setPlan] = useState<Plan | null>(null);
  const [shown, setShown] = useState(subscription);
  if (shown !== subscription) {
    // A fresh answer while the client waits on the pending view moves it on (React's derived-state pattern).
    setShown(subscription);
    setView((current) => viewAfterRefresh(current, subscription));
  }

  useEffect(() => {
    writeLastSeen(userId, subscription.status);
  }, [userId, subscription.status]);
  useEffect(() => {
    // Each view starts at the top, as a new page would.
    window.scrollTo({ top: 0 });
  }, [view]);

  const back = () => setView((current) => previousView(current, subscription));

  switch (view) {
    case 'verification-pending':
      return <VerificationPending subscription={subscription} refreshing={refreshing} onRefresh={onRefresh} />;
    case 'success':
      return <BillingSuccess subscription={subscription} onContinue={() => setView('overview')} />;
    case 'plan-details':
      if (!plan) break;
      return <PlanDetails plan={plan} onBack={back} onBankTransfer={() => setView('bank-transfer')} />;
    case 'bank-transfer':
      if (!plan) break;
      return (
        <BankTransfer
          plan={plan}
          paymentReference={subscription.payment_reference}
          onBack={back}
          onSubmitted={() => setView('verification-pending')}
        />
      );
    case 'overview':
      return <BillingOverview subscription={subscription} onChoosePlan={() => setView('plan-selection')} />;
    case 'plan-selection':
      break;
  }
  return (
    <PlanSelection
      rejection={subscription.last_rejection}
      onBack={canLeavePlanSelection(subscription) ? back : undefined}
      onSelect={(chosen) => {
        setPlan(chosen);
        setView('plan-details');
      }}
    />
  );
}
