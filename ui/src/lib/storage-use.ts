import { t } from '@lingui/core/macro';
import { currentLocale, intlLocale } from '@/lib/i18n';
import type { Schemas } from '@/lib/types';

/** GET /storage/: what a client's message attachments and post images take, and its quota (null: none). */
export type StorageUse = Schemas['StorageUse'];

/** From this share of the quota on, the upload screens warn before the server refuses. */
export const NEAR_FULL = 0.9;

const UNITS: Array<[string, number]> = [
  ['GB', 1024 ** 3],
  ['MB', 1024 ** 2],
  ['KB', 1024],
];

/** "1 GB", "120 MB", "3.4 MB", "512 KB", "0 KB": powers of 1,024, as the server says its limits. */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of UNITS) {
    if (bytes >= size) {
      const value = bytes / size;
      const whole = value >= 10 || value % 1 < 0.05;
      // English keeps its point ("3.4 MB"); another language writes its own decimal sign ("3,4 MB").
      const text = whole
        ? Math.round(value).toString()
        : currentLocale() === 'en'
          ? value.toFixed(1)
          : value.toLocaleString(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return `${text} ${unit}`;
    }
  }
  return bytes > 0 ? `1 ${'KB'}` : `0 ${'KB'}`;
}

export type StorageLevel = 'unlimited' | 'ok' | 'near' | 'full';

export function storageLevel(use: StorageUse): StorageLevel {
  if (use.quota_bytes === null || use.quota_bytes <= 0) return 'unlimited';
  const share = use.used_bytes / use.quota_bytes;
  if (share >= 1) return 'full';
  return share >= NEAR_FULL ? 'near' : 'ok';
}

/** The share of the quota used, 0 to 100, for the bar; null without a quota. */
export function storagePercent(use: StorageUse): number | null {
  if (use.quota_bytes === null || use.quota_bytes <= 0) return null;
  return Math.min(100, Math.round((use.used_bytes / use.quota_bytes) * 100));
}

/** "120 MB of 1 GB used", or "120 MB used" where the server sets no quota. */
export function storageSummary(use: StorageUse): string {
  const used = formatBytes(use.used_bytes);
  if (use.quota_bytes === null) return t`${used} used`;
  const quota = formatBytes(use.quota_bytes);
  return t`${used} of ${quota} used`;
}

/** What Settings says when the quota is close or reached, with what to do; null while there is room. */
export function storageWarning(use: StorageUse): string | null {
  const level = storageLevel(use);
  if (level === 'full') {
    const summary = storageSummary(use);
    return t`Your storage is full (${summary}): new files and images will be refused. Remove images from posts you no longer need, or ask your agency for more room.`;
  }
  if (level === 'near') {
    const summary = storageSummary(use);
    return t`Your storage is almost full: ${summary}.`;
  }
  return null;
}

/** The same in a line, beside the message box and the image picker; null while there is room. */
export function storageNote(use: StorageUse): string | null {
  const level = storageLevel(use);
  const summary = storageSummary(use);
  if (level === 'full') return t`Storage full (${summary}): new files and images will be refused.`;
  if (level === 'near') return t`Storage almost full: ${summary}.`;
  return null;
}
