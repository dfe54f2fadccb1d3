import { Trans } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** What the platform will not take yet: the post saves, and shows the same reasons until they are mended. */
export function PlatformWarnings({ warnings, className }: { warnings: readonly string[]; className?: string }) {
  if (warnings.length === 0) return null;
  return (
    <div
      className={cn(
        'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset',
        className,
      )}
      data-testid="platform-warnings"
    >
      <p className="flex items-center gap-1.5 font-medium">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        <Trans>Can be saved, but not published until mended:</Trans>
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-6">
        {warnings.map((warning) => (
          <li key={warning} className="wrap-anywhere">
            {warning}
          </li>
        ))}
      </ul>
    </div>
  );
}
