import { Trans } from '@lingui/react/macro';
import { AlarmClock } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * 'Overdue approval': a post waiting for approval past its approve-by deadline (the server's `overdue`).
 * Nothing otherwise. Shared by the content lists and the client overview.
 */
export function OverdueBadge({ overdue, className }: { overdue: boolean; className?: string }) {
  if (!overdue) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200 ring-inset',
        className,
      )}
      data-testid="overdue-badge"
    >
      <AlarmClock className="size-3.5" aria-hidden="true" />
      <Trans>Overdue approval</Trans>
    </span>
  );
}
