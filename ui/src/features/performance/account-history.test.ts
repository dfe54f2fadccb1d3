import { describe, expect, it } from 'vitest';
import { axisDay, historySummary, longDay, periodText, reachLabel } from './account-history';
import type { Snapshot } from './types';

const snap = (day: string, followers: number, reach: number): Snapshot => ({
  day,
  followers,
  reach,
  engagement_rate: 0.02,
  posts: 1,
});

describe('an account history', () => {
  it('sums the period from its first to its last day, whatever order the days come in', () => {
    const summary = historySummary([
      snap('2026-11-24', 1200, 72),
      snap('2026-08-27', 1148, 121),
      snap('2026-10-01', 900, 7),
    ]);
    expect(summary).toEqual({
      from: '2026-08-27',
      to: '2026-11-24',
      followersFrom: 1148,
      followersTo: 1200,
      followersChange: 52,
      reachTotal: 200,
      days: 3,
    });
  });

  it('has no summary without a snapshot', () => {
    expect(historySummary([])).toBeNull();
  });

  it('reads days in UTC, as the server counts them', () => {
    expect(axisDay('2026-08-27')).toBe('Aug 27');
    expect(longDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(axisDay('soon')).toBe('soon');
  });

  it('words the period, with both years when it crosses one', () => {
    expect(periodText('2026-08-27', '2026-11-24')).toBe('Aug 27 – Nov 24, 2026');
    expect(periodText('2025-12-01', '2026-02-28')).toBe('Dec 1, 2025 – Feb 28, 2026');
    expect(periodText('2026-11-24', '2026-11-24')).toBe('Nov 24, 2026');
  });

  it("calls YouTube's reach what it is", () => {
    expect(reachLabel('youtube')).toBe('Views gained');
    expect(reachLabel('instagram')).toBe('Reach');
  });
});
