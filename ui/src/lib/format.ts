import { t } from '@lingui/core/macro';
import { getMoney } from './currency';
import { currentLocale, intlLocale } from './i18n';
import { formatMoney, minorPerMajor } from './money';
import { currentTimeZone } from './time-zone';

/**
 * A major-unit amount (the API's float fields) in the agency's currency, whole ("$1,500", "€1,500") except
 * where there are minor units: those are shown, never rounded away ("$1,250.50" stays "$1,250.50", not
 * "$1,251"). JPY has none, BHD three.
 */
export function formatCurrency(amount: number | null | undefined): string {
  const per = minorPerMajor(getMoney().exponent);
  return formatMoney(Math.round(Number.isFinite(amount) ? (amount as number) * per : 0));
}

// Every Intl date and number formatter for the reader's language comes from here: building one is slow (lists
// format hundreds), and in one place every date is shown in the reader's time zone (lib/time-zone).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A date formatter for the reader's current language (`intlLocale()`) and time zone (`currentTimeZone()`),
 * one per language, zone and options. Options that name a zone keep it (a calendar day formatted in UTC).
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  const zone = options.timeZone ?? currentTimeZone();
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    dateFormats.set(key, format);
  }
  return format;
}

/** A number formatter for the reader's current language (`intlLocale()`), one per language and options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function trimmed(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

/** 950 -> "950", 1500 -> "1.5K", 2_300_000 -> "2.3M"; in another language its own short form ("2,3 Mio."). */
export function formatCompact(value: number | null | undefined): string {
  const n = Number.isFinite(value) ? (value as number) : 0;
  const abs = Math.abs(n);
  if (currentLocale() !== 'en') {
    const whole = abs < 1_000 ? Math.round(n) : n;
    return numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(whole);
  }
  const sign = n < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}${trimmed(abs / 1_000_000)}M`;
  if (abs >= 1_000) {
    // 999_950 would round up to "1000.0K"; show it as the next unit instead.
    const k = abs / 1_000;
    return Number(k.toFixed(1)) >= 1_000 ? `${sign}1M` : `${sign}${trimmed(k)}K`;
  }
  return `${sign}${Math.round(abs)}`;
}

/** Rates are stored as fractions: 0.0456 -> "4.6%" ("4,6 %" in German). */
export function formatPercent(fraction: number | null | undefined): string {
  const n = Number.isFinite(fraction) ? (fraction as number) : 0;
  if (currentLocale() !== 'en') {
    return numberFormat({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
  }
  return `${(n * 100).toFixed(1)}%`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "Sep 27, 2025" in English, "27. Sept. 2025" in German: the reader's language. */
export const DAY_OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/**
 * "5 minutes ago" in the reader's language. English counts ("1 day ago", never "yesterday": a day here is 24
 * hours, not the calendar's); the other languages take their own words where they have them (numeric auto).
 */
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = intlLocale();
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: currentLocale() === 'en' ? 'always' : 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** "Just now", "5 minutes ago", "3 hours ago", "2 days ago", then a date (the reader's day) from 7 days on. */
export function formatRelativeTime(value: string | number | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Slight clock skew between server and browser can put a fresh item in the future.
  const diff = Math.max(0, now.getTime() - date.getTime());
  if (diff < MINUTE) return t`Just now`;
  if (diff < HOUR) return relativeFormat().format(-Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return relativeFormat().format(-Math.floor(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return relativeFormat().format(-Math.floor(diff / DAY), 'day');
  return dateFormat(DAY_OPTIONS).format(date);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day an instant falls on in the reader's time zone. A calendar day ('YYYY-MM-DD', a due date) is that
 * day wherever the reader is: it never moves with the zone.
 */
export function formatDate(value: string | Date): string {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return dateFormat({ ...DAY_OPTIONS, timeZone: 'UTC' }).format(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!));
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(DAY_OPTIONS).format(date);
}

/** First two letters of the name's words ("Ada Lovelace" -> "AL", "ada" -> "AD"). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

/** Unread badges cap at "9+" (spec 000 section 9). */
export function badgeCount(count: number, cap = 9): string {
  return count > cap ? `${cap}+` : String(count);
}
