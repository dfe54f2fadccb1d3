import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { STATUS_LABELS, STATUS_TONES, type InvoiceStatus } from '../types';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={STATUS_TONES[status]}>{i18n._(STATUS_LABELS[status])}</Badge>;
}
