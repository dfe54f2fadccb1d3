import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** Shown while the session is restored and while a route's code loads (spec 000 section 2). */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-500" role="status">
      <Spinner className="size-8 text-brand-600" />
      <p className="text-sm font-medium">
        <Trans>Loading...</Trans>
      </p>
    </div>
  );
}
