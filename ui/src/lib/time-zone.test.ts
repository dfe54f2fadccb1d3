import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './i18n';
import { currentTimeZone, isTimeZone, setTimeZone } from './time-zone';
import { dayInZone, fromWallTime, wallTime } from './wall-time';

afterEach(() => {
  setTimeZone(null);
});

describe('the reader’s time zone', () => {
  it('is the browser’s until a profile names one, and a name the browser does not know is ignored', () => {
    expect(currentTimeZone()).toBe(browserTimeZone());
    expect(setTimeZone('Europe/Tirane')).toBe(true);
    expect(currentTimeZone()).toBe('Europe/Tirane');
    expect(setTimeZone('Europe/Tirane')).toBe(false);
    setTimeZone('Mars/Olympus_Mons');
    expect(currentTimeZone()).toBe(browserTimeZone());
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('checking a time zone', () => {
  it('makes one formatter per name however often the name is asked about', () => {
    // Put back after the test by the config's restoreMocks.
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let render = 0; render < 20; render += 1) {
      expect(isTimeZone('America/Sao_Paulo')).toBe(true);
      expect(isTimeZone('Atlantis/Poseidonis')).toBe(false);
    }
    // The language sync asks on every render; each formatter took a phone 50 ms.
    expect(made).toHaveBeenCalledTimes(2);
  });
});

describe('wall time', () => {
  it('reads an instant on a clock in a zone', () => {
    const instant = Date.parse('2026-07-01T22:30:00Z');
    expect(wallTime(instant, 'Europe/Berlin')).toEqual({
      year: 2026,
      month: 7,
      day: 2,
      hour: 0,
      minute: 30,
      second: 0,
    });
    expect(wallTime(instant, 'America/Los_Angeles')).toMatchObject({ day: 1, hour: 15 });
    expect(dayInZone('2026-07-01T22:30:00Z', 'Europe/Berlin')).toBe('2026-07-02');
    expect(dayInZone('2026-07-01T22:30:00Z', 'America/Los_Angeles')).toBe('2026-07-01');
  });

  it('finds the instant a clock reads, on both sides of a daylight-saving change', () => {
    const at = (hour: number, minute = 0) => ({ year: 2026, month: 3, day: 29, hour, minute });
    // Berlin goes from UTC+1 to UTC+2 at 02:00 on 29 March 2026.
    expect(fromWallTime(at(1, 30), 'Europe/Berlin').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(fromWallTime(at(3, 30), 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 does not happen that night: an hour on, 03:30.
    expect(fromWallTime(at(2, 30), 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 on 25 October 2026 happens twice: the first one (still UTC+2).
    expect(fromWallTime({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(fromWallTime({ year: 2026, month: 1, day: 5, hour: 9, minute: 0 }, 'Asia/Kolkata').toISOString()).toBe(
      '2026-01-05T03:30:00.000Z',
    );
  });

  it('uses the reader’s zone when none is named', () => {
    setTimeZone('Asia/Tokyo');
    expect(dayInZone('2026-01-31T16:00:00Z')).toBe('2026-02-01');
    expect(fromWallTime({ year: 2026, month: 2, day: 1, hour: 1, minute: 0 }).toISOString()).toBe(
      '2026-01-31T16:00:00.000Z',
    );
  });
});
