import { formatDate } from './format';

// Calendar days ('YYYY-MM-DD': due dates, billing dates) are not instants: they are read and written as
// local days so a browser west of UTC does not show the day before.

/** The local calendar day of `date` as 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function dayToDate(day: string): Date {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO date-time
  return new Date(`${day}T00:00:00`);
}

export function addDays(day: string, days: number): string {
  const date = dayToDate(day);
  date.setDate(date.getDate() + days);
  return localDay(date);
}

/** '2026-12-01' -> 'Dec 1, 2026'; nothing for no day, and text that is not a day as it is. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  return formatDate(dayToDate(day)) || day;
}

/** Whole days from the due day to `today` (0 on the day itself); negative before it. */
export function daysPast(day: string, today: Date = new Date()): number {
  const from = dayToDate(day).getTime();
  const to = dayToDate(localDay(today)).getTime();
  // Rounded: a daylight-saving change makes one day 23 or 25 hours long.
  return Math.round((to - from) / 86_400_000);
}
