import type { Platform, Snapshot } from './types';

// View Details' reading of an account's history, kept pure so it is tested.

const dayShort = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

// Snapshot days are the server's UTC calendar days: read in UTC, so a browser west of it shows the same day.
function utcDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** '2026-08-27' -> 'Aug 27' for an axis. */
export function axisDay(day: string): string {
  const date = utcDay(day);
  return date ? dayShort.format(date) : day;
}

/** '2026-08-27' -> 'Aug 27, 2026'. */
export function longDay(day: string): string {
  const date = utcDay(day);
  return date ? dayLong.format(date) : day;
}

/** What the snapshots' `reach` is on this platform: YouTube reports views gained in the day. */
export function reachLabel(platform: Platform): string {
  return platform === 'youtube' ? 'Views gained' : 'Reach';
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

export interface CountScale {
  domain: [number, number];
  ticks: number[];
}

/**
 * A count axis with round ticks that enclose every value as tightly as round steps allow: 1,148 to 1,200
 * followers gives 1,140 to 1,200 by 20, daily reach up to 530 gives 0 to 600 by 200. The chart library's own
 * guess could leave half a short panel empty or its lowest tick unlabelled. `fromZero` starts at 0 (a bar's
 * height is its value).
 */
export function countScale(values: readonly number[], fromZero = false): CountScale {
  const finite = values.filter(Number.isFinite);
  let low = fromZero ? 0 : Math.min(...finite, Infinity);
  let high = Math.max(...finite, -Infinity);
  if (!Number.isFinite(low) || !Number.isFinite(high)) [low, high] = [0, 1];
  if (high <= low) high = low + 1;
  const order = Math.floor(Math.log10(high - low));
  let best: { start: number; end: number; step: number; score: number } | null = null;
  for (let power = order - 2; power <= order + 1; power += 1) {
    for (const m of [1, 2, 2.5, 5]) {
      const step = m * 10 ** power;
      // Counts are whole: no step below 1 or between whole numbers.
      if (step < 1 || !Number.isInteger(step)) continue;
      const start = Math.floor(low / step) * step;
      const end = Math.ceil(high / step) * step;
      const intervals = Math.round((end - start) / step);
      if (intervals < 1 || intervals > 4) continue;
      // The tightest span first; between equal spans, two or three intervals read best on a short panel.
      const score = (end - start) * 10 + Math.abs(intervals - 2.5);
      if (!best || score < best.score) best = { start, end, step, score };
    }
  }
  const { start, end, step } = best ?? { start: low, end: high, step: high - low };
  const ticks: number[] = [];
  for (let tick = start; tick <= end; tick += step) ticks.push(tick);
  return { domain: [start, end], ticks };
}
