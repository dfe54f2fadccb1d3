import { t } from '@lingui/core/macro';
import { dateFormat } from '@/lib/format';
import type { Platform, Snapshot } from './types';

// View Details' reading of an account's history, kept pure so it is tested.

// In the reader's language (English stays en-US), asked for at each call so a change of language is followed.
function dayFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateFormat({ ...options, timeZone: 'UTC' });
}

// Snapshot days are the server's UTC calendar days: read in UTC, so a browser west of it shows the same day.
function utcDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** '2026-08-27' -> 'Aug 27' for an axis. */
export function axisDay(day: string): string {
  const date = utcDay(day);
  return date ? dayFormat({ month: 'short', day: 'numeric' }).format(date) : day;
}

/** '2026-08-27' -> 'Aug 27, 2026'. */
export function longDay(day: string): string {
  const date = utcDay(day);
  return date ? dayFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(date) : day;
}

/** What the snapshots' `reach` is on this platform: YouTube reports views gained in the day. */
export function reachLabel(platform: Platform): string {
  return platform === 'youtube' ? t`Views gained` : t`Reach`;
}

export interface HistorySummary {
  from: string;
  to: string;
  /** Followers on the first and the last day shown, and the difference. */
  followersFrom: number;
  followersTo: number;
  followersChange: number;
  /** Reach summed over the days shown (each snapshot holds one day's). */
  reachTotal: number;
  days: number;
}

/** The period the snapshots cover and what changed in it; null without a snapshot. */
export function historySummary(snapshots: readonly Snapshot[]): HistorySummary | null {
  const sorted = [...snapshots].sort((a, b) => a.day.localeCompare(b.day));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return null;
  return {
    from: first.day,
    to: last.day,
    followersFrom: first.followers,
    followersTo: last.followers,
    followersChange: last.followers - first.followers,
    reachTotal: sorted.reduce((sum, snapshot) => sum + snapshot.reach, 0),
    days: sorted.length,
  };
}

/** 'Aug 27 – Nov 24, 2026', with the first year too when the period crosses one. */
export function periodText(from: string, to: string): string {
  if (from === to) return longDay(to);
  const start = from.slice(0, 4) === to.slice(0, 4) ? axisDay(from) : longDay(from);
  return `${start} – ${longDay(to)}`;
}
