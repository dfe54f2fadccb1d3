import { Badge } from '@/components/badge';
import { INVOICE_STATUS } from '../billing-format';
import type { InvoiceStatus } from '../types';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  // A status this build does not know still shows, as the server wrote it.
  const known = INVOICE_STATUS[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={known.tone}>{known.label}</Badge>;
}

const SUBSCRIPTION_STATUS = {
  active: { label: 'Active', tone: 'success' },
  pending: { label: 'Pending verification', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  none: { label: 'No subscription', tone: 'neutral' },
} as const;

export function SubscriptionStatusBadge({ status }: { status: keyof typeof SUBSCRIPTION_STATUS }) {
  const known = SUBSCRIPTION_STATUS[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={known.tone}>{known.label}</Badge>;
}
