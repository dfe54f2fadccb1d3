import { describe, expect, it } from 'vitest';
import { overdueText, sinceText } from './dates';
import { addDays, daysPast, formatDay, localDay } from '@/lib/days';

describe('calendar days', () => {
  it('reads and writes local days', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(addDays('2026-01-25', 14)).toBe('2026-02-08');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts days past due', () => {
    const today = new Date(2026, 2, 10, 9, 0);
    expect(daysPast('2026-03-10', today)).toBe(0);
    expect(daysPast('2026-03-01', today)).toBe(9);
    expect(daysPast('2026-03-12', today)).toBe(-2);
    expect(overdueText('2026-03-09', today)).toBe('1 day overdue');
    expect(overdueText('2026-02-28', today)).toBe('10 days overdue');
  });

  it('words a past moment to follow a verb', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(sinceText('2026-03-10T11:59:40Z', now)).toBe('just now');
    expect(sinceText('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(sinceText('2026-02-01T12:00:00Z', now)).toBe('Feb 1, 2026');
  });
});
