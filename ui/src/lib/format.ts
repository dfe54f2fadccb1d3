import { getMoney } from './currency';
import { formatMoney, minorPerMajor } from './money';

/**
 * A major-unit amount (the API's float fields) in the agency's currency, whole ("$1,500", "€1,500") except
 * where there are minor units: those are shown, never rounded away ("$1,250.50" stays "$1,250.50", not
 * "$1,251"). JPY has none, BHD three.
 */
export function formatCurrency(amount: number | null | undefined): string {
  const per = minorPerMajor(getMoney().exponent);
  return formatMoney(Math.round(Number.isFinite(amount) ? (amount as number) * per : 0));
}

function trimmed(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

/** 950 -> "950", 1500 -> "1.5K", 2_300_000 -> "2.3M". */
export function formatCompact(value: number | null | undefined): string {
  const n = Number.isFinite(value) ? (value as number) : 0;
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}${trimmed(abs / 1_000_000)}M`;
  if (abs >= 1_000) {
    // 999_950 would round up to "1000.0K"; show it as the next unit instead.
    const k = abs / 1_000;
    return Number(k.toFixed(1)) >= 1_000 ? `${sign}1M` : `${sign}${trimmed(k)}K`;
  }
  return `${sign}${Math.round(abs)}`;
}

/** Rates are stored as fractions: 0.0456 -> "4.6%". */
export function formatPercent(fraction: number | null | undefined): string {
  const n = Number.isFinite(fraction) ? (fraction as number) : 0;
  return `${(n * 100).toFixed(1)}%`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Just now", "5 minutes ago", "3 hours ago", "2 days ago", then a date from 7 days on. */
export function formatRelativeTime(value: string | number | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Slight clock skew between server and browser can put a fresh item in the future.
  const diff = Math.max(0, now.getTime() - date.getTime());
  if (diff < MINUTE) return 'Just now';
  if (diff < HOUR) {
    const minutes = Math.floor(diff / MINUTE);
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  }
  if (diff < DAY) {
    const hours = Math.floor(diff / HOUR);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  if (diff < 7 * DAY) {
    const days = Math.floor(diff / DAY);
    return `${days} day${days === 1 ? '' : 's'} ago`;
  }
  return dateFormat.format(date);
}

export function formatDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
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
