import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, RefreshCw } from 'lucide-react';
import { Button } from '@/components/button';
import { formatInstantDay, formatPrice } from '../billing-format';
import type { Subscription } from '../types';
import { SummaryList, type SummaryItem } from './summary-list';

interface Props {
  subscription: Subscription;
  refreshing: boolean;
  onRefresh: () => void;
}

/** After a submission: what was sent, and that the agency checks it within 1-2 business days. */
export function VerificationPending({ subscription, refreshing, onRefresh }: Props) {
  const { t } = useLingui();
  const pending = subscription.pending_verification;
  const items: SummaryItem[] = pending
    ? [
        { label: t`Plan`, value: pending.plan_name },
        { label: t`Amount`, value: formatPrice(pending.amount_cents) },
        { label: t`Name on the transfer`, value: pending.client_full_name },
        { label: t`Payment reference`, value: subscription.payment_reference, mono: true },
        { label: t`Submitted`, value: formatInstantDay(pending.submitted_at) },
      ]
    : [{ label: t`Payment reference`, value: subscription.payment_reference, mono: true }];
  return (
    <section
      aria-labelledby="verification-pending-title"
      className="mx-auto max-w-2xl rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200 sm:px-10"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <Clock className="size-7" aria-hidden="true" />
      </span>
      <h2 id="verification-pending-title" className="mt-4 text-xl font-semibold text-slate-900">
        <Trans>Payment Verification Pending</Trans>
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        <Trans>
          Thank you! Our team is checking that your bank transfer has arrived. Verification takes 1-2 business days; you
          will get a notification as soon as your subscription is active.
        </Trans>
      </p>
      <div className="mt-6 text-left">
        <SummaryList items={items} />
      </div>
      <Button
        variant="secondary"
        className="mt-6"
        onClick={onRefresh}
        loading={refreshing}
        icon={<RefreshCw className="size-4" aria-hidden="true" />}
      >
        <Trans>Check status</Trans>
      </Button>
    </section>
  );
}
