// Wording of the monthly client reports card, kept pure so it is tested; in the reader's language (called at render).
import { selectOrdinal, t } from '@lingui/core/macro';
import { dateFormat } from '@/lib/format';

/** The days a report can go out: 1 to 28, so that every month, February too, has the day. */
export const REPORT_DAYS: readonly number[] = Array.from({ length: 28 }, (_, index) => index + 1);

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 22 -> '22nd'. */
export function ordinal(day: number): string {
  return selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' });
}

/** The server's `last_sent` (`YYYY-MM`, null before the first) as the card says it. */
export function lastSentText(lastSent: string | null): string {
  if (!lastSent) return t`Not sent yet`;
  const match = /^(\d{4})-(\d{2})$/.exec(lastSent);
  const monthLong = dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
  const month = match ? monthLong.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : lastSent;
  return t`Last sent: ${month}`;
}
