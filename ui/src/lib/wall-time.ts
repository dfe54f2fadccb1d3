import { currentTimeZone } from './time-zone';

// Clock readings in a time zone (lib/time-zone's, the reader's, unless named): the date-time inputs, the
// calendar's days and "today". Apart from lib/time-zone, which the first load of every page carries, so only
// the screens that work with wall time load this.

/** A wall-clock reading: month 1..12, hour 0..23. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(zone: string): Intl.DateTimeFormat {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    partFormats.set(zone, format);
  }
  return format;
}

/** What a clock in `zone` reads at the instant `value`. */
export function wallTime(value: Date | number, zone: string = currentTimeZone()): WallTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of partFormat(zone).formatToParts(value))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines say 24 for midnight even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `zone` is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(ms: number, zone: string): number {
  const wall = wallTime(ms, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a clock in `zone` reads `wall`. A reading the spring's daylight-saving change skips (02:30) is
 * taken an hour on (03:30); a reading the autumn's change shows twice, as its first time.
 */
export function fromWallTime(
  wall: Pick<WallTime, 'year' | 'month' | 'day' | 'hour' | 'minute'> & { second?: number },
  zone: string = currentTimeZone(),
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  const before = asUtc - offsetAt(asUtc - 86_400_000 / 2, zone);
  const after = asUtc - offsetAt(asUtc + 86_400_000 / 2, zone);
  // Either offset may be the one in force at the result; the earlier instant that reads `wall` wins.
  for (const candidate of [Math.min(before, after), Math.max(before, after)])
    if (asUtc - offsetAt(candidate, zone) === candidate) return new Date(candidate);
  // In a gap: the reading with the offset from before the change, which lands after it.
  return new Date(asUtc - offsetAt(asUtc - 86_400_000 / 2, zone));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day ('YYYY-MM-DD') an instant falls on in `zone` (the reader's). */
export function dayInZone(value: Date | number | string, zone: string = currentTimeZone()): string {
  const wall = wallTime(typeof value === 'string' ? Date.parse(value) : value, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}
