import { t } from '@lingui/core/macro';
import { formatRelativeTime } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

const fullFormats = new Map<string, Intl.DateTimeFormat>();

/** The exact date and time, in the reader's language (one formatter per locale: building one is slow). */
function fullFormat(): Intl.DateTimeFormat {
  const locale = intlLocale();
  let format = fullFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    fullFormats.set(locale, format);
  }
  return format;
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
