import { afterEach, describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './date-input';
import { setTimeZone } from './time-zone';

afterEach(() => {
  setTimeZone(null);
});

describe('date-time input conversion', () => {
  it('round-trips local wall time through UTC', () => {
    const iso = localInputToIso('2030-05-06T14:30');
    expect(iso).toMatch(/Z$/);
    expect(isoToLocalInput(iso)).toBe('2030-05-06T14:30');
    expect(isoToLocalInput('garbage')).toBe('');
  });

  it('reads and writes the wall time of the reader’s zone', () => {
    setTimeZone('Europe/Tirane');
    expect(localInputToIso('2026-07-01T09:15')).toBe('2026-07-01T07:15:00.000Z');
    expect(isoToLocalInput('2026-07-01T07:15:00Z')).toBe('2026-07-01T09:15');
    setTimeZone('America/New_York');
    expect(localInputToIso('2026-12-24T18:00')).toBe('2026-12-24T23:00:00.000Z');
    expect(isoToLocalInput('2026-12-24T23:00:00.000Z')).toBe('2026-12-24T18:00');
  });
});
