/** Words for the Backups and Scheduled jobs cards, in the reader's language (called at render, never at load). */
import { plural, t } from '@lingui/core/macro';
import { dateFormat } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

/** 'Every 24 hours, the newest 7 kept', or that scheduled backups are off (every_hours 0). */
export function backupScheduleText(everyHours: number, keep: number): string {
  if (everyHours <= 0) return t`Scheduled backups are off`;
  return everyHours === 1
    ? t`Every hour, the newest ${keep} kept`
    : t`Every ${everyHours} hours, the newest ${keep} kept`;
}

/** 'Backups taken by hand: the newest 10 kept.' */
export function manualKeepText(keep: number): string {
  return plural(keep, {
    one: 'Backups taken by hand: the newest one kept.',
    other: 'Backups taken by hand: the newest # kept.',
  });
}

/** '12.4 MB' from a million bytes on, else '840 KB' (at least 1 KB, so no archive reads as 0). */
export function formatSize(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** 'Nov 24, 2026, 3:05 AM' in the browser's zone; '—' for none or a date that does not parse. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** 'in 3 hours', 'in 12 minutes', 'due now' for a moment passed, '—' before a first run. */
export function formatNextRun(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const diff = date.getTime() - now.getTime();
  const minutes = Math.round(diff / 60_000);
  if (minutes < 1) return t`due now`;
  if (minutes < 60) return plural(minutes, { one: 'in # minute', other: 'in # minutes' });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return plural(hours, { one: 'in # hour', other: 'in # hours' });
  const days = Math.round(hours / 24);
  return plural(days, { one: 'in # day', other: 'in # days' });
}

/**
 * Which off-site copies are kept, as the bucket's pruning keeps them: 'The newest copy of each of the last 7 days,
 * 4 weeks and 12 months is kept.' A count of 0 is left out; all three 0 keep the newest copy only.
 */
export function offsiteKeepText(daily: number, weekly: number, monthly: number): string {
  const periods = [
    daily > 0 ? plural(daily, { one: '# day', other: '# days' }) : null,
    weekly > 0 ? plural(weekly, { one: '# week', other: '# weeks' }) : null,
    monthly > 0 ? plural(monthly, { one: '# month', other: '# months' }) : null,
  ].filter((period): period is string => period !== null);
  if (periods.length === 0) return t`Only the newest copy is kept.`;
  const list = new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(periods);
  return t`The newest copy of each of the last ${list} is kept.`;
}

/** 'The last try failed (3 times in a row).' for the off-site copy's failures since its last success. */
export function offsiteFailedText(failuresInRow: number): string {
  if (failuresInRow <= 1) return t`The last try failed.`;
  return plural(failuresInRow, {
    one: 'The last try failed (# time in a row).',
    other: 'The last try failed (# times in a row).',
  });
}
