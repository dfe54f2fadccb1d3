import { describe, expect, it } from 'vitest';
import { axisDay, countScale, historySummary, longDay, periodText, reachLabel } from './account-history';
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

describe('a count axis', () => {
  it('encloses the values with round ticks, as tightly as round steps allow', () => {
    expect(countScale([1148, 1170, 1200])).toEqual({ domain: [1140, 1200], ticks: [1140, 1160, 1180, 1200] });
    expect(countScale([72, 530, 121], true)).toEqual({ domain: [0, 600], ticks: [0, 200, 400, 600] });
    expect(countScale([72, 190, 121], true)).toEqual({ domain: [0, 200], ticks: [0, 100, 200] });
    expect(countScale([4529, 4950])).toEqual({ domain: [4500, 5000], ticks: [4500, 4750, 5000] });
  });

  it('keeps whole steps for small or flat counts', () => {
    expect(countScale([3, 4])).toEqual({ domain: [3, 4], ticks: [3, 4] });
    expect(countScale([5, 5])).toEqual({ domain: [5, 6], ticks: [5, 6] });
    expect(countScale([0, 0], true)).toEqual({ domain: [0, 1], ticks: [0, 1] });
    expect(countScale([])).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });
});
