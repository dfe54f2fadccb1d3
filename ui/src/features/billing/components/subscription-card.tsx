import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, XCircle } from 'lucide-react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { dayIsPast, formatInstantDay, formatPrice } from '../billing-format';
import { formatDay } from '@/lib/days';
import type { Subscription } from '../types';
import { SubscriptionStatusBadge } from './status-badges';
import { SummaryList, type SummaryItem } from './summary-list';

interface Props {
  subscription: Subscription;
  className?: string;
  onCancel: () => void;
  onChoosePlan: () => void;
}

/** The plan the client is on: price, status, when it bills next, and Cancel when the server allows it. */
export function SubscriptionCard({ subscription, className, onCancel, onChoosePlan }: Props) {
  const { t } = useLingui();
  const cancelled = subscription.status === 'cancelled';
  const end = subscription.next_billing_date;
  // For a cancelled plan the date is the end of the period paid for, which may be behind us.
  const ended = cancelled && end !== null && dayIsPast(end);
  const items: SummaryItem[] = [
    {
      label: cancelled ? (ended ? t`Ended on` : t`Active until`) : t`Next billing date`,
      value: formatDay(subscription.next_billing_date),
    },
    { label: t`Member since`, value: formatInstantDay(subscription.started_at) },
    { label: t`Payment reference`, value: subscription.payment_reference, mono: true },
  ];
  if (cancelled && subscription.cancelled_at)
    items.push({ label: t`Cancelled on`, value: formatInstantDay(subscription.cancelled_at) });

  const price = subscription.price_cents === null ? '' : formatPrice(subscription.price_cents);
  return (
    <Card
      title={t`Current Plan`}
      className={className}
      actions={
        subscription.can_cancel ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onCancel}
            icon={<XCircle className="size-4" aria-hidden="true" />}
          >
            <Trans>Cancel Subscription</Trans>
          </Button>
        ) : cancelled ? (
          <Button size="sm" onClick={onChoosePlan} icon={<RotateCcw className="size-4" aria-hidden="true" />}>
            <Trans>Choose a Plan</Trans>
          </Button>
        ) : null
      }
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-2xl font-bold tracking-tight text-slate-900 wrap-anywhere">
              <bdi>{subscription.plan_name}</bdi>
            </p>
            <SubscriptionStatusBadge status={subscription.status} />
          </div>
          {subscription.price_cents !== null && (
            <p className="mt-1 text-sm text-slate-500">
              <Trans>
                <span className="text-lg font-semibold text-slate-900">{price}</span>/month, paid by bank transfer
              </Trans>
            </p>
          )}
        </div>
      </div>
      {cancelled && (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          <Trans>
            Your subscription is cancelled: no further invoices are raised. Your plan stays active until the end of the
            period you paid for.
          </Trans>
        </p>
      )}
      <div className="mt-5">
        <SummaryList items={items} />
      </div>
    </Card>
  );
}
