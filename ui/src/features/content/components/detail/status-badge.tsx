import { Badge } from '@/components/badge';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '../../types';
import { STATUS_TONES } from './post-format';

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{CONTENT_STATUS_LABELS[status] ?? status}</Badge>;
}
