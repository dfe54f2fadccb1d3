import { plural, t } from '@lingui/core/macro';
import { daysPast } from '@/lib/days';
import { formatRelativeTime } from '@/lib/format';

/** 'Due today', '1 day overdue', '12 days overdue'. */
export function overdueText(day: string, today: Date = new Date()): string {
  const days = daysPast(day, today);
  if (days <= 0) return t`Due today`;
  return plural(days, { one: '# day overdue', other: '# days overdue' });
}

/** For 'Paid …' and 'Reminded …': 'just now', '5 minutes ago', 'Nov 1, 2026'. */
export function sinceText(timestamp: string, now: Date = new Date()): string {
  const text = formatRelativeTime(timestamp, now);
  // Under a minute the relative time is 'Just now' (lib/format); here it follows a word, so lower case.
  const age = now.getTime() - new Date(timestamp).getTime();
  return text && age < 60_000 ? t({ message: 'just now', comment: 'After "Paid" or "Reminded"' }) : text;
}
