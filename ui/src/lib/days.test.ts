import { afterEach, describe, expect, it } from 'vitest';
import { addDays, daysPast, formatDay, localDay } from './days';
import { setTimeZone } from './time-zone';

afterEach(() => {
  setTimeZone(null);
});

describe('calendar days and the reader’s time zone', () => {
  it('shows a calendar day as that day in every zone, east and west of UTC', () => {
    for (const zone of ['Pacific/Honolulu', 'America/New_York', 'UTC', 'Europe/Berlin', 'Pacific/Kiritimati']) {
      setTimeZone(zone);
      expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
      expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
    }
  });

  it('counts days as days, across a daylight-saving change', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
  });

  it('takes today from the reader’s zone', () => {
    // 23:30 UTC on 9 March: still the 9th in New York, already the 10th in Tokyo.
    const now = new Date('2026-03-09T23:30:00Z');
    setTimeZone('America/New_York');
    expect(localDay(now)).toBe('2026-03-09');
    expect(daysPast('2026-03-09', now)).toBe(0);
    setTimeZone('Asia/Tokyo');
    expect(localDay(now)).toBe('2026-03-10');
    expect(daysPast('2026-03-09', now)).toBe(1);
  });
});
