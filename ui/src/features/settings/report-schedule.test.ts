import { describe, expect, it } from 'vitest';
import { lastSentText, ordinal, REPORT_DAYS } from './report-schedule';

describe('monthly client reports', () => {
  it('offers the 1st to the 28th, days every month has', () => {
    expect(REPORT_DAYS).toHaveLength(28);
    expect(REPORT_DAYS[0]).toBe(1);
    expect(REPORT_DAYS.at(-1)).toBe(28);
  });

  it('writes days as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '28th',
    ]);
  });

  it('says which month the reports last went out, in UTC', () => {
    expect(lastSentText(null)).toBe('Not sent yet');
    expect(lastSentText('2026-11')).toBe('Last sent: November 2026');
    expect(lastSentText('2027-01')).toBe('Last sent: January 2027');
    expect(lastSentText('soon')).toBe('Last sent: soon');
  });
});
