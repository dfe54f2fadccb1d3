import { daysPast } from '@/lib/days';
import { formatRelativeTime } from '@/lib/format';

/** 'Due today', '1 day overdue', '12 days overdue'. */
export function overdueText(day: string, today: Date = new Date()): string {
  const days = daysPast(day, today);
  if (days <= 0) return 'Due today';
  return `${days} day${days === 1 ? '' : 's'} overdue`;
}

/** For 'Paid …' and 'Reminded …': 'just now', '5 minutes ago', 'Nov 1, 2026'. */
export function sinceText(timestamp: string, now: Date = new Date()): string {
  const text = formatRelativeTime(timestamp, now);
  return text === 'Just now' ? 'just now' : text;
}
