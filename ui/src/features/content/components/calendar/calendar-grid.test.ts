import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { setTimeZone } from '@/lib/time-zone';
import {
  addDays,
  calendarTitle,
  daysBetween,
  fetchRange,
  localDayKey,
  monthGrid,
  postsByDay,
  rescheduledDate,
  shiftAnchor,
  weekdayLabels,
  weekGrid,
  weekStartsOn,
} from './calendar-grid';

describe('monthGrid', () => {
  it('always has six full weeks starting on a Sunday', () => {
    for (const key of ['2026-02-10', '2026-03-01', '2026-08-31', '2027-02-01']) {
      const days = monthGrid(key);
      expect(days).toHaveLength(42);
      expect(new Date(`${days[0]!.key}T00:00:00Z`).getUTCDay()).toBe(0);
    }
  });

  it('borrows the last days of the previous month before the first', () => {
    // 1 April 2026 is a Wednesday: Sunday 29 March to Tuesday 31 March come first.
    const days = monthGrid('2026-04-15');
    expect(days.slice(0, 4).map((d) => [d.key, d.inMonth])).toEqual([
      ['2026-03-29', false],
      ['2026-03-30', false],
      ['2026-03-31', false],
      ['2026-04-01', true],
    ]);
  });

  it('marks exactly the days of the month as in the month, and the rest after it as borrowed', () => {
    const days = monthGrid('2026-02-01');
    expect(days.filter((d) => d.inMonth).map((d) => d.day)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(days.at(-1)).toEqual({ key: '2026-03-14', day: 14, inMonth: false });
  });

  it('crosses a year boundary for December', () => {
    const days = monthGrid('2026-12-25');
    expect(days[0]!.key).toBe('2026-11-29');
    expect(days.at(-1)!.key).toBe('2027-01-09');
  });

  it('knows 29 February in a leap year', () => {
    expect(monthGrid('2028-02-01').filter((d) => d.inMonth)).toHaveLength(29);
  });
});

describe('weekGrid', () => {
  it('is the seven days from the Sunday on or before the day', () => {
    expect(weekGrid('2026-11-25').map((d) => d.key)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('spans two months when the week does', () => {
    expect(weekGrid('2026-04-01').map((d) => d.key)).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
  });

  it('starts on the day itself when that day is a Sunday', () => {
    expect(weekGrid('2026-11-22')[0]!.key).toBe('2026-11-22');
  });
});

describe('paging and titles', () => {
  it('moves a month from the 31st to the next month rather than skipping one', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
  });

  it('moves a week by seven days across a month end', () => {
    expect(shiftAnchor('week', '2026-11-28', 1)).toBe('2026-12-05');
  });

  it('names a month and a week the way people read them', () => {
    expect(calendarTitle('month', '2026-03-17')).toBe('March 2026');
    expect(calendarTitle('week', '2026-12-30')).toBe('Dec 27 – Jan 2, 2027');
  });

  it('asks the server for one day more on each side of the grid', () => {
    expect(fetchRange(monthGrid('2026-04-01'))).toEqual({ start_date: '2026-03-28', end_date: '2026-05-10' });
  });
});

describe('day arithmetic', () => {
  it('counts days across the daylight-saving change and a leap day', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-10', '2026-11-03')).toBe(-7);
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
  });

  it('puts a post on the local day it happens', () => {
    expect(localDayKey(new Date(2026, 2, 1, 23, 30))).toBe('2026-03-01');
    expect(localDayKey(new Date(2026, 2, 2, 0, 15))).toBe('2026-03-02');
  });

  it('groups posts by day in time order', () => {
    const late = { id: 1, scheduled_date: new Date(2026, 5, 3, 18, 0).toISOString() };
    const early = { id: 2, scheduled_date: new Date(2026, 5, 3, 9, 0).toISOString() };
    const other = { id: 3, scheduled_date: new Date(2026, 5, 4, 9, 0).toISOString() };
    const byDay = postsByDay([late, other, early]);
    expect(byDay.get('2026-06-03')!.map((p) => p.id)).toEqual([2, 1]);
    expect(byDay.get('2026-06-04')!.map((p) => p.id)).toEqual([3]);
  });
});

describe('rescheduledDate', () => {
  it('moves a post three days later and keeps its UTC time of day', () => {
    expect(rescheduledDate('2026-03-10T14:45:00Z', '2026-03-10', '2026-03-13')).toBe('2026-03-13T14:45:00.000Z');
  });

  it('moves a post into the next month and the next year', () => {
    expect(rescheduledDate('2026-12-30T09:00:00Z', '2026-12-30', '2027-01-02')).toBe('2027-01-02T09:00:00.000Z');
  });

  it('moves a post to an earlier day', () => {
    expect(rescheduledDate('2026-03-01T08:30:00Z', '2026-03-01', '2026-02-27')).toBe('2026-02-27T08:30:00.000Z');
  });

  it('moves by the local days dragged across, even when the UTC date differs from the local one', () => {
    // Shown on the 6th in a zone ahead of UTC (23:30 UTC on the 5th); dropped on the 8th: two days later.
    expect(rescheduledDate('2026-03-05T23:30:00Z', '2026-03-06', '2026-03-08')).toBe('2026-03-07T23:30:00.000Z');
  });

  it('keeps the UTC time of day across a daylight-saving change', () => {
    expect(rescheduledDate('2026-03-27T10:00:00Z', '2026-03-27', '2026-03-30')).toBe('2026-03-30T10:00:00.000Z');
  });
});

describe('the first day of the week', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('is the one the reader’s language starts its weeks on', () => {
    expect(weekStartsOn('en-US')).toBe(0);
    for (const tag of ['de', 'es', 'fr', 'sq']) expect(weekStartsOn(tag)).toBe(1);
    expect(weekStartsOn('ar')).toBe(6);
  });

  it('is what the table says where the browser has no week info', () => {
    const original = Intl.Locale;
    class Bare extends original {
      getWeekInfo = undefined;
      weekInfo = undefined;
    }
    const intl = Intl as unknown as { Locale: unknown };
    intl.Locale = Bare;
    try {
      expect(weekStartsOn('de-AT')).toBe(1);
      expect(weekStartsOn('ar-EG')).toBe(6);
      expect(weekStartsOn('en-GB')).toBe(0);
    } finally {
      intl.Locale = original;
    }
  });

  it('starts the grids and the heads on Monday in German', async () => {
    await activateLocale('de');
    expect(monthGrid('2026-04-15')[0]!.key).toBe('2026-03-30');
    expect(weekGrid('2026-11-22').map((d) => d.key)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(weekdayLabels()[0]).toMatch(/^Mo/);
    expect(weekdayLabels()[6]).toMatch(/^So/);
  });

  it('starts them on Saturday in Arabic and Sunday in English', () => {
    expect(monthGrid('2026-04-15', 6)[0]!.key).toBe('2026-03-28');
    expect(weekdayLabels(0)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayLabels(6)[0]).toBe('Sat');
  });
});

describe('the reader’s time zone', () => {
  afterEach(() => {
    setTimeZone(null);
  });

  it('puts a post on the day it falls on where the reader is', () => {
    const post = { id: 1, scheduled_date: '2026-03-01T23:30:00Z' };
    setTimeZone('Europe/Berlin');
    expect(localDayKey(post.scheduled_date)).toBe('2026-03-02');
    expect([...postsByDay([post]).keys()]).toEqual(['2026-03-02']);
    setTimeZone('America/Chicago');
    expect([...postsByDay([post]).keys()]).toEqual(['2026-03-01']);
  });
});
