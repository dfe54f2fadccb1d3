import { t } from '@lingui/core/macro';
import { dateFormat, formatRelativeTime } from '@/lib/format';

/** The exact date and time, in the reader's language. */
function fullFormat(): Intl.DateTimeFormat {
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A message's time as spec 000 section 9 words it ('Just now', '5 minutes ago', ..., then a date once it is
 * 7 days old), with the exact date and time for a tooltip. A time that cannot be read gives empty texts.
 */
export function messageTime(value: string, now: Date = new Date()): { label: string; title: string } {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { label: '', title: '' };
  return { label: formatRelativeTime(date, now), title: fullFormat().format(date) };
}

/** 'Last seen 5 minutes ago' for a team member, or null when the server has never seen them. */
export function lastSeenText(value: string | null, now: Date = new Date()): string | null {
  if (!value) return null;
  const { label } = messageTime(value, now);
  if (!label) return null;
  return label === t`Just now` ? t`Last seen just now` : t`Last seen ${label}`;
}
