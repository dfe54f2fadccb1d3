import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { formatBytes, storageLevel, storagePercent, storageSummary, type StorageUse } from '@/lib/storage-use';

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const BAR: Record<ReturnType<typeof storageLevel>, string> = {
  unlimited: 'bg-brand-600',
  ok: 'bg-brand-600',
  near: 'bg-amber-500',
  full: 'bg-red-600',
};

const TEXT: Record<ReturnType<typeof storageLevel>, string> = {
  unlimited: 'text-slate-500',
  ok: 'text-slate-500',
  near: 'font-medium text-amber-700',
  full: 'font-medium text-red-700',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** "Storage: 120 MB of 1 GB used", a bar, and what takes the room (attachments, post images). */
export function StorageMeter({ use, className }: { use: StorageUse; className?: string }) {
  const percent = storagePercent(use);
  const level = storageLevel(use);
  const { t } = useLingui();
  const summary = storageSummary(use);
  const attachments = formatBytes(use.attachments_bytes);
  const images = formatBytes(use.images_bytes);
  return (
    <div className={cn('space-y-2', className)} data-testid="storage-meter">
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-medium text-slate-900">
          <Trans>Storage: {summary}</Trans>
        </span>
        {percent !== null && <span className={cn('text-xs', TEXT[level])}>{percent}%</span>}
      </p>
      {percent !== null && (
        <div
          role="meter"
          aria-label={t`Storage used`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={summary}
          className="h-2 overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200 ring-inset"
        >
          <div className={cn('h-full rounded-full', BAR[level])} style={{ width: `${Math.max(percent, 1)}%` }} />
        </div>
      )}
      <p className="text-xs text-slate-500">
        <Trans>
          Message attachments {attachments} · Post images {images}
        </Trans>
      </p>
    </div>
  );
}
