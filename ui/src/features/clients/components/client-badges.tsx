import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { CLIENT_STATUS_LABELS, statusLabel, type Client } from '../types';

const STATUS_TONE = { active: 'success', pending: 'warning', paused: 'neutral' } as const;
// Anything but paid or overdue reads as pending, a warning (spec 000 section 4).
const PAYMENT_TONE = { paid: 'success', overdue: 'danger' } as const;

export function ClientStatusBadge({ status }: { status: Client['status'] }) {
  return (
    <Badge tone={STATUS_TONE[status as keyof typeof STATUS_TONE] ?? 'neutral'}>
      {statusLabel(CLIENT_STATUS_LABELS, status)}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: Client['payment_status'] }) {
  const tone = PAYMENT_TONE[status as keyof typeof PAYMENT_TONE] ?? 'warning';
  return (
    <Badge tone={tone}>
      {status === 'paid' ? (
        <Trans context="payment status">Paid</Trans>
      ) : status === 'overdue' ? (
        <Trans context="payment status">Overdue</Trans>
      ) : (
        <Trans>Payment pending</Trans>
      )}
    </Badge>
  );
}

export function AccessBadge({ client }: { client: Client }) {
  if (client.user_id !== null)
    return (
      <Badge tone="brand">
        <Trans>Portal access</Trans>
      </Badge>
    );
  if (client.invitation_pending)
    return (
      <Badge tone="warning">
        <Trans>Invitation pending</Trans>
      </Badge>
    );
  return null;
}
