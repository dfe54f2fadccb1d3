import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { dateFormat, formatRelativeTime } from '@/lib/format';
import { currentLocale, intlLocale } from '@/lib/i18n';
import type { Period, PerformanceRecord } from './types';

// Pure wording of the performance figures: months, periods, axes and sync times. The trends are shared
// with the client overview (`@/lib/trends`).

// In the reader's language (English stays en-US), asked for at each call so a change of language is followed.
function monthFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateFormat({ ...options, timeZone: 'UTC' });
}

function monthDate(month: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** '2026-09' -> 'Sep 2026' (UTC, as the server counts months). */
export function monthLabel(month: string): string {
  const date = monthDate(month);
  return date ? monthFormat({ month: 'short', year: 'numeric' }).format(date) : month;
}

/** '2026-09' -> 'Sep' for an axis; "Sep '26" when the months shown span more than one year. */
export function axisMonth(month: string, spansYears: boolean): string {
  const date = monthDate(month);
  if (!date) return month;
  if (!spansYears) return monthFormat({ month: 'short' }).format(date);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Intl options
  const text = monthFormat({ month: 'short', year: '2-digit' }).format(date);
  // English writes "Sep '26"; other languages keep their own short form.
  return currentLocale() === 'en' ? text.replace(' ', " '") : text;
}

export function spansYears(months: readonly string[]): boolean {
  return new Set(months.map((month) => month.slice(0, 4))).size > 1;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- an API value
export const DEFAULT_PERIOD: Period = '3months';

/** Shown with `i18n._(PERIOD_LABELS[period])`. */
export const PERIOD_LABELS: Record<Period, MessageDescriptor> = {
  '1month': msg`Last month`,
  '3months': msg`Last 3 months`,
  '6months': msg`Last 6 months`,
  '1year': msg`Last year`,
};

/** How many months of records a period covers (GET /performance/?months=). */
export const PERIOD_MONTHS: Record<Period, number> = { '1month': 1, '3months': 3, '6months': 6, '1year': 12 };

/** The client's growth range select (spec 001 section 9): a subset of the periods. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- API values
export const GROWTH_RANGES = ['3months', '6months', '1year'] as const satisfies readonly Period[];
export type GrowthRange = (typeof GROWTH_RANGES)[number];
// eslint-disable-next-line lingui/no-unlocalized-strings -- an API value
export const DEFAULT_GROWTH_RANGE: GrowthRange = '6months';

export function isPeriod(value: string): value is Period {
  return value in PERIOD_MONTHS;
}

/** The newest `count` months of a list kept oldest first. */
export function lastMonths<T extends { month: string }>(records: readonly T[], count: number): T[] {
  return [...records].sort((a, b) => a.month.localeCompare(b.month)).slice(-count);
}

/**
 * The series without the months before the first snapshot: the agency series lists every month of the
 * period, and a month nobody was measured in is no data, not zero followers.
 */
export function fromFirstData<T extends { followers: number; reach: number }>(series: readonly T[]): T[] {
  const first = series.findIndex((point) => point.followers > 0 || point.reach > 0);
  return first < 0 ? [] : series.slice(first);
}

/** Records grouped by client, each client's months oldest first, clients by name. */
export function recordsByClient(records: readonly PerformanceRecord[]): Array<{
  client: number;
  client_name: string;
  months: PerformanceRecord[];
}> {
  const groups = new Map<number, { client: number; client_name: string; months: PerformanceRecord[] }>();
  for (const record of records) {
    const group = groups.get(record.client) ?? { client: record.client, client_name: record.client_name, months: [] };
    group.months.push(record);
    groups.set(record.client, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, months: lastMonths(group.months, group.months.length) }))
    .sort((a, b) => a.client_name.localeCompare(b.client_name));
}

/**
 * An axis label formatter for counts: K and M as the cards write them, with as many decimals as the data's
 * spread needs. 1,200,000 to 1,234,000 would otherwise read '1.2M' on every tick.
 */
export function compactAxis(values: readonly number[]): (value: number) => string {
  const finite = values.filter(Number.isFinite);
  const largest = Math.max(0, ...finite.map(Math.abs));
  const spread = finite.length > 0 ? Math.max(...finite) - Math.min(...finite) : 0;
  const unit = largest >= 1_000_000 ? 1_000_000 : largest >= 1_000 ? 1_000 : 1;

  const suffix = unit === 1_000_000 ? 'M' : unit === 1_000 ? 'K' : '';
  // About four ticks over the spread; one more decimal than the step needs, at most three.
  const step = spread / 4;
  const needed = step > 0 ? Math.ceil(Math.log10(unit / step)) + 1 : 1;
  const decimals = unit === 1 ? 0 : Math.min(3, Math.max(1, needed));
  return (value) =>
    value === 0 ? '0' : `${Number((value / unit).toFixed(decimals)).toLocaleString(intlLocale())}${suffix}`;
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
  // A flat series (one month, or no change) is drawn from 0, so its line sits at its height, not mid-air.
  if (high <= low) [low, high] = low > 0 ? [0, low] : [low, low + 1];
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

/** A fraction for a chart axis in percent: 0.046 -> 4.6. */
export function toPercent(fraction: number): number {
  return Number((fraction * 100).toFixed(2));
}

/**
 * 'Live' only for figures taken in the last few minutes (the screen asks every minute); older ones just say when
 * they were taken. Accounts sync hourly by default, so a snapshot older than two syncs is called delayed.
 */
export const LIVE_WINDOW_MS = 5 * 60 * 1000;
export const DELAYED_AFTER_MS = 2 * 60 * 60 * 1000;

export type Freshness = 'live' | 'recent' | 'delayed';

/** How fresh a snapshot is, by its own sync time. */
export function freshness(lastUpdated: string, now: Date): Freshness {
  const at = new Date(lastUpdated).getTime();
  if (!Number.isFinite(at)) return 'delayed';
  const age = now.getTime() - at;
  if (age <= LIVE_WINDOW_MS) return 'live';
  return age <= DELAYED_AFTER_MS ? 'recent' : 'delayed';
}

export function isLive(lastUpdated: string, now: Date): boolean {
  return freshness(lastUpdated, now) === 'live';
}

/** 'Updated just now', 'Updated 5 minutes ago', then 'Updated Nov 20, 2026' (spec's relative times). */
export function updatedText(lastUpdated: string, now: Date): string {
  const relative = formatRelativeTime(lastUpdated, now);
  if (!relative) return t`Never updated`;
  // Under a minute the relative time is 'Just now' (lib/format), in whatever language it is written.
  const age = now.getTime() - new Date(lastUpdated).getTime();
  return age < 60_000 ? t`Updated just now` : t`Updated ${relative}`;
}

/** When the next sync is due: 'in 35 minutes', 'in 2 hours', 'due now' once the time has passed. */
export function untilText(when: string, now: Date): string {
  const at = new Date(when).getTime();
  if (!Number.isFinite(at)) return '';
  const minutes = Math.ceil((at - now.getTime()) / 60_000);
  if (minutes <= 0) return t`due now`;
  if (minutes < 60) return t`in ${plural(minutes, { one: '# minute', other: '# minutes' })}`;
  const hours = Math.round(minutes / 60);
  return t`in ${plural(hours, { one: '# hour', other: '# hours' })}`;
}
