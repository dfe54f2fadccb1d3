import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './date-input';

describe('date-time input conversion', () => {
  it('round-trips local wall time through UTC', () => {
    const iso = localInputToIso('2030-05-06T14:30');
    expect(iso).toMatch(/Z$/);
    expect(isoToLocalInput(iso)).toBe('2030-05-06T14:30');
    expect(isoToLocalInput('garbage')).toBe('');
  });
});
