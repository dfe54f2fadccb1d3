import { Trans } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '@/components/badge';
import { dateFormat } from '@/lib/format';
import { PRIORITY_LABELS, type Task } from '../types';

const PRIORITY_TONE = { low: 'neutral', medium: 'brand', high: 'danger' } as const;

export function PriorityBadge({ priority }: { priority: Task['priority'] }) {
  // The fallbacks are for a priority a newer server might send.
  const tone = PRIORITY_TONE[priority] ?? 'neutral';
  return <Badge tone={tone}>{PRIORITY_LABELS[priority] ?? priority}</Badge>;
}

/** Past due and not completed: marked in words and colour, not colour alone. */
export function OverdueBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
      <AlertTriangle className="size-3" aria-hidden="true" />
      <Trans>Overdue</Trans>
    </span>
  );
}

/** In the reader's language (English stays en-US). */
export function formatDue(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : dateFormat({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
}
