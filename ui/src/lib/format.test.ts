import { afterEach, describe, expect, it } from 'vitest';
import {
  badgeCount,
  dateFormat,
  formatCompact,
  formatCurrency,
  formatDate,
  formatPercent,
  formatRelativeTime,
  initials,
} from './format';
import { setTimeZone } from './time-zone';

describe('formatCurrency', () => {
  it('shows whole US dollars', () => {
    expect(formatCurrency(1500)).toBe('$1,500');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(1234567)).toBe('$1,234,567');
  });

  it('shows the cents where there are cents instead of rounding them away', () => {
    expect(formatCurrency(249.99)).toBe('$249.99');
    expect(formatCurrency(1250.5)).toBe('$1,250.50');
    expect(formatCurrency(0.1 + 0.2)).toBe('$0.30');
    expect(formatCurrency(1500.001)).toBe('$1,500');
  });

  it('treats missing values as zero', () => {
    expect(formatCurrency(undefined)).toBe('$0');
    expect(formatCurrency(Number.NaN)).toBe('$0');
  });
});

describe('formatCompact', () => {
  it('abbreviates thousands and millions', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1000)).toBe('1K');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(formatCompact(25_000)).toBe('25K');
    expect(formatCompact(2_300_000)).toBe('2.3M');
    expect(formatCompact(10_000_000)).toBe('10M');
  });

  it('never prints 1000K', () => {
    expect(formatCompact(999_960)).toBe('1M');
  });

  it('keeps the sign', () => {
    expect(formatCompact(-1500)).toBe('-1.5K');
  });
});

describe('formatPercent', () => {
  it('turns fractions into one-decimal percentages', () => {
    expect(formatPercent(0.0456)).toBe('4.6%');
    expect(formatPercent(0.035)).toBe('3.5%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(null)).toBe('0.0%');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-10-04T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says Just now under a minute', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59_000), now)).toBe('Just now');
  });

  it('counts minutes, hours and days', () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 3_600_000), now)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * 86_400_000), now)).toBe('6 days ago');
  });

  it('shows a date from 7 days on', () => {
    expect(formatRelativeTime(ago(7 * 86_400_000), now)).toBe('Sep 27, 2025');
  });

  it('treats a time slightly in the future as now and bad input as empty', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5_000), now)).toBe('Just now');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('dates in the reader’s time zone', () => {
  afterEach(() => {
    setTimeZone(null);
  });

  it('shows an instant in the profile’s zone, and again in the browser’s once it names none', () => {
    const late = '2026-03-01T23:30:00Z';
    setTimeZone('Europe/Berlin');
    expect(formatDate(late)).toBe('Mar 2, 2026');
    expect(dateFormat({ hour: 'numeric', minute: '2-digit' }).format(new Date(late))).toBe('12:30 AM');
    setTimeZone('America/Los_Angeles');
    expect(formatDate(late)).toBe('Mar 1, 2026');
    expect(dateFormat({ hour: 'numeric', minute: '2-digit' }).format(new Date(late))).toBe('3:30 PM');
  });

  it('keeps a zone the options name (a calendar day formatted in UTC)', () => {
    setTimeZone('Pacific/Honolulu');
    expect(dateFormat({ day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 4, 1))).toBe('1');
  });

  it('never moves a calendar day with the zone', () => {
    for (const zone of ['Pacific/Honolulu', 'Asia/Tokyo']) {
      setTimeZone(zone);
      expect(formatDate('2026-05-01')).toBe('May 1, 2026');
    }
  });

  it('dates an older moment by the reader’s day', () => {
    const now = new Date('2026-03-20T12:00:00Z');
    setTimeZone('Asia/Tokyo');
    expect(formatRelativeTime('2026-03-01T16:00:00Z', now)).toBe('Mar 2, 2026');
    setTimeZone('America/New_York');
    expect(formatRelativeTime('2026-03-01T16:00:00Z', now)).toBe('Mar 1, 2026');
  });
});

describe('initials', () => {
  it('uses the first two letters', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('Ada Byron Lovelace')).toBe('AB');
    expect(initials('ada')).toBe('AD');
    expect(initials('  ')).toBe('?');
    expect(initials(null)).toBe('?');
  });
});

describe('badgeCount', () => {
  it('caps at 9+', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(9)).toBe('9');
    expect(badgeCount(10)).toBe('9+');
  });
});
