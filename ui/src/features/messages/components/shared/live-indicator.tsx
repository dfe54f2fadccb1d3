import { cn } from '@/lib/cn';
import { useLiveStatus } from '../../live/live-events';

/** Says how the thread stays current: live, or refreshed every few seconds while the stream is down. */
export function LiveIndicator({ pollMs }: { pollMs: number }) {
  const live = useLiveStatus() === 'live';
  return (
    <span
      data-testid="live-indicator"
      data-live={live}
      className="inline-flex items-center gap-1.5 text-xs text-slate-500"
    >
      <span className={cn('size-2 rounded-full', live ? 'bg-emerald-500' : 'bg-slate-300')} aria-hidden="true" />
      {live ? 'Live' : `Updates every ${Math.round(pollMs / 1000)} s`}
    </span>
  );
}
