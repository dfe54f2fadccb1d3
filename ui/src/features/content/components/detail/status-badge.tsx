import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '../../types';
import { STATUS_TONES } from './post-format';

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useLingui();
  const label = CONTENT_STATUS_LABELS[status];
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{label ? t(label) : status}</Badge>;
}
