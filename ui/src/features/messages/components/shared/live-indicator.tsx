import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { useLiveStatus } from '../../live/live-events';

/** Says how the thread stays current: live, or refreshed every few seconds while the stream is down. */
export function LiveIndicator({ pollMs }: { pollMs: number }) {
  const { t } = useLingui();
  const live = useLiveStatus() === 'live';
  const seconds = Math.round(pollMs / 1000);
  return (
    <span
      data-testid="live-indicator"
      data-live={live}
      className="inline-flex items-center gap-1.5 text-xs text-slate-500"
    >
      <span className={cn('size-2 rounded-full', live ? 'bg-emerald-500' : 'bg-slate-300')} aria-hidden="true" />
      {live ? t({ message: 'Live', context: 'updates arrive as they happen' }) : t`Updates every ${seconds} s`}
    </span>
  );
}
