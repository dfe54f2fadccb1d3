import { dateFormat } from '@/lib/format';

// In the reader's language (English stays en-US), asked for at each call: the language can change on the page.
const whenFormat = () => dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = () => dateFormat({ dateStyle: 'long' });

/** 'Mar 5, 2026, 9:00 AM' in the reader's own time zone; '' for garbage. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : whenFormat().format(date);
}

/** 'March 5, 2026'. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat().format(date);
}
