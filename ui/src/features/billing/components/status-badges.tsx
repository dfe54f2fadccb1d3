import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { INVOICE_STATUS } from '../billing-format';
import type { InvoiceStatus } from '../types';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  // A status this build does not know still shows, as the server wrote it.
  const known = INVOICE_STATUS[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={known.tone}>{known.label}</Badge>;
}

const SUBSCRIPTION_STATUS = {
  active: { label: msg({ message: 'Active', context: 'a subscription' }), tone: 'success' },
  pending: { label: msg`Pending verification`, tone: 'warning' },
  cancelled: { label: msg({ message: 'Cancelled', context: 'a subscription' }), tone: 'neutral' },
  none: { label: msg`No subscription`, tone: 'neutral' },
} as const;

export function SubscriptionStatusBadge({ status }: { status: keyof typeof SUBSCRIPTION_STATUS }) {
  const { i18n } = useLingui();
  const known = SUBSCRIPTION_STATUS[status] as (typeof SUBSCRIPTION_STATUS)[typeof status] | undefined;
  // A status this build does not know still shows, as the server wrote it.
  if (!known) return <Badge tone="neutral">{status}</Badge>;
  return <Badge tone={known.tone}>{i18n._(known.label)}</Badge>;
}
