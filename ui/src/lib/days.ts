import { formatDate } from './format';
import { dayInZone } from './wall-time';

// Calendar days ('YYYY-MM-DD': due dates, billing dates) are not instants: they are the same day wherever the
// reader is, so they are formatted and counted as days (UTC arithmetic, never shifted by a zone). Only
// "today" depends on where the reader is: it is the day in the reader's time zone (lib/time-zone).

/** The calendar day `date` falls on in the reader's time zone, as 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  return dayInZone(date);
}

function utcOfDay(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

export function addDays(day: string, days: number): string {
  return new Date(utcOfDay(day) + days * 86_400_000).toISOString().slice(0, 10);
}

/** '2026-12-01' -> 'Dec 1, 2026' wherever the reader is; nothing for no day, and text that is not a day as it is. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(day) || day : day;
}

/** Whole days from the due day to `today` (the reader's day; 0 on the day itself); negative before it. */
export function daysPast(day: string, today: Date = new Date()): number {
  return Math.round((utcOfDay(localDay(today)) - utcOfDay(day)) / 86_400_000);
}
