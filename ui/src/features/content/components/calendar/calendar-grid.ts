// The calendar's date arithmetic. Days are named by 'YYYY-MM-DD' keys of the reader's own calendar (their
// time zone, lib/time-zone); arithmetic on keys goes through Date.UTC so a daylight-saving change can never
// add or lose a day. Weeks start where the reader's language says (Monday in German, Sunday in US English).

import { currentLocale, intlLocale } from '@/lib/i18n';
import { dateFormat } from '@/lib/format';
import { dayInZone } from '@/lib/wall-time';

export type CalendarMode = 'month' | 'week';

export interface CalendarDay {
  key: string;
  /** Day of the month, 1..31. */
  day: number;
  /** False for the leading and trailing days a month grid borrows from its neighbours. */
  inMonth: boolean;
}

/** The first day of the week (0 Sunday .. 6 Saturday) where the browser cannot say: by language. */
const FIRST_DAY_FALLBACK: Record<string, number> = { en: 0, de: 1, es: 1, fr: 1, sq: 1, ar: 6 };

type WeekInfo = { firstDay?: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

const firstDays = new Map<string, number>();

/**
 * The day weeks start on in `tag`'s calendars, 0 (Sunday) to 6 (Saturday): Intl.Locale's week info where
 * the browser has it (ISO numbering, 7 for Sunday), else a table of the portal's languages.
 */
export function weekStartsOn(tag: string = intlLocale()): number {
  let first = firstDays.get(tag);
  if (first === undefined) {
    let info: WeekInfo | undefined;
    try {
      const locale = new Intl.Locale(tag) as LocaleWithWeek;
      info = locale.getWeekInfo?.() ?? locale.weekInfo;
    } catch {
      info = undefined;
    }
    const iso = info?.firstDay;
    first =
      typeof iso === 'number' && iso >= 1 && iso <= 7
        ? iso % 7
        : (FIRST_DAY_FALLBACK[tag.toLowerCase().split('-')[0]!] ?? FIRST_DAY_FALLBACK[currentLocale()] ?? 0);
    firstDays.set(tag, first);
  }
  return first;
}

const pad = (n: number) => String(n).padStart(2, '0');

function keyOfUtc(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function parseKey(key: string): { year: number; month: number; day: number } {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, day };
}

function utcOfKey(key: string): Date {
  const { year, month, day } = parseKey(key);
  return new Date(Date.UTC(year, month, day));
}

/** The reader's calendar day of an instant (their time zone): a post at 23:30 UTC is on the next day in Berlin. */
export function localDayKey(value: Date | string): string {
  return dayInZone(value);
}

export function addDays(key: string, days: number): string {
  const date = utcOfKey(key);
  date.setUTCDate(date.getUTCDate() + days);
  return keyOfUtc(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOfKey(to).getTime() - utcOfKey(from).getTime()) / 86_400_000);
}

function weekdayOf(key: string): number {
  return utcOfKey(key).getUTCDay();
}

/** The first day of the week `key` is in, the week starting on `first` (the reader's language's). */
export function startOfWeek(key: string, first: number = weekStartsOn()): string {
  return addDays(key, -((weekdayOf(key) - first + 7) % 7));
}

/** Six full weeks around the month of `key`: every month fits, and the grid never changes height. */
export function monthGrid(key: string, first: number = weekStartsOn()): CalendarDay[] {
  const { year, month } = parseKey(key);
  const start = startOfWeek(`${year}-${pad(month + 1)}-01`, first);
  return Array.from({ length: 42 }, (_, index) => {
    const dayKey = addDays(start, index);
    const parsed = parseKey(dayKey);
    return { key: dayKey, day: parsed.day, inMonth: parsed.month === month && parsed.year === year };
  });
}

export function weekGrid(key: string, first: number = weekStartsOn()): CalendarDay[] {
  const start = startOfWeek(key, first);
  return Array.from({ length: 7 }, (_, index) => {
    const dayKey = addDays(start, index);
    return { key: dayKey, day: parseKey(dayKey).day, inMonth: true };
  });
}

export function calendarDays(mode: CalendarMode, anchor: string, first: number = weekStartsOn()): CalendarDay[] {
  return mode === 'month' ? monthGrid(anchor, first) : weekGrid(anchor, first);
}

/** Previous or next page of the calendar: a month (kept on the 1st, so Jan 31 + 1 is February) or a week. */
export function shiftAnchor(mode: CalendarMode, anchor: string, step: 1 | -1): string {
  if (mode === 'week') return addDays(anchor, 7 * step);
  const { year, month } = parseKey(anchor);
  return keyOfUtc(new Date(Date.UTC(year, month + step, 1)));
}

/**
 * The dates to ask GET /content/calendar_view/ for. The server compares UTC dates, the grid shows local
 * ones, so a day either side is fetched: a post at 00:30 local in UTC+2 is still the day before in UTC.
 */
export function fetchRange(days: CalendarDay[]): { start_date: string; end_date: string } {
  return { start_date: addDays(days[0]!.key, -1), end_date: addDays(days[days.length - 1]!.key, 1) };
}

interface CalendarFormats {
  monthTitle: Intl.DateTimeFormat;
  shortDay: Intl.DateTimeFormat;
  shortDayYear: Intl.DateTimeFormat;
  longDay: Intl.DateTimeFormat;
  weekday: Intl.DateTimeFormat;
}

/** The reader's language's date formats (English stays en-US). */
function formats(): CalendarFormats {
  const utc = { timeZone: 'UTC' } as const;
  return {
    monthTitle: dateFormat({ month: 'long', year: 'numeric', ...utc }),
    shortDay: dateFormat({ month: 'short', day: 'numeric', ...utc }),
    shortDayYear: dateFormat({ month: 'short', day: 'numeric', year: 'numeric', ...utc }),
    longDay: dateFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', ...utc }),
    weekday: dateFormat({ weekday: 'short', ...utc }),
  };
}

/** The grid's column heads from the week's first day, in the reader's language ('Sun', 'Mon', ... in English). */
export function weekdayLabels(first: number = weekStartsOn()): string[] {
  // 4 January 1970 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => formats().weekday.format(Date.UTC(1970, 0, 4 + first + index)));
}

/** 'March 2026' for a month; 'Mar 1 – Mar 7, 2026' for a week. */
export function calendarTitle(mode: CalendarMode, anchor: string): string {
  if (mode === 'month') return formats().monthTitle.format(utcOfKey(anchor));
  const days = weekGrid(anchor);
  const { shortDay, shortDayYear } = formats();
  return `${shortDay.format(utcOfKey(days[0]!.key))} – ${shortDayYear.format(utcOfKey(days[6]!.key))}`;
}

/** 'Monday, March 2, 2026': a day cell's accessible name. */
export function dayLabel(key: string): string {
  return formats().longDay.format(utcOfKey(key));
}

/** Posts by local day, each day in time order. */
export function postsByDay<T extends { scheduled_date: string }>(posts: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  const sorted = [...posts].sort((a, b) => Date.parse(a.scheduled_date) - Date.parse(b.scheduled_date));
  for (const post of sorted) {
    const key = localDayKey(post.scheduled_date);
    const list = byDay.get(key);
    if (list) list.push(post);
    else byDay.set(key, [post]);
  }
  return byDay;
}

/**
 * The new scheduled_date when a post is dropped from day `from` onto day `to`: the same instant moved by
 * whole days in UTC, so its UTC time of day stays exactly as the person set it.
 */
export function rescheduledDate(scheduled: string, from: string, to: string): string {
  const date = new Date(scheduled);
  date.setUTCDate(date.getUTCDate() + daysBetween(from, to));
  return date.toISOString();
}
