import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/button';
import { formatPrice } from '../billing-format';
import { formatDay } from '@/lib/days';
import { BILLING_TEXT, type Subscription } from '../types';
import { SummaryList } from './summary-list';

/** Shown once, the first time the client opens Billing after the agency approved its payment. */
export function BillingSuccess({ subscription, onContinue }: { subscription: Subscription; onContinue: () => void }) {
  const { t } = useLingui();
  const price = subscription.price_cents === null ? null : formatPrice(subscription.price_cents);
  return (
    <section
      aria-labelledby="billing-success-title"
      className="mx-auto max-w-2xl rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200 sm:px-10"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CheckCircle2 className="size-7" aria-hidden="true" />
      </span>
      <h2 id="billing-success-title" className="mt-4 text-xl font-semibold text-slate-900">
        <Trans>Payment Successful</Trans>
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{BILLING_TEXT.activated}</p>
      <div className="mt-6 text-left">
        <SummaryList
          items={[
            { label: t`Plan`, value: subscription.plan_name ?? '' },
            {
              label: t`Monthly price`,
              value: price === null ? '' : t`${price}/month`,
            },
            { label: t`Next billing date`, value: formatDay(subscription.next_billing_date) },
          ]}
        />
      </div>
      <Button className="mt-6" onClick={onContinue}>
        <Trans>Go to Billing Overview</Trans>
      </Button>
    </section>
  );
}
