import { describe, expect, it } from 'vitest';
import { activeClientsTrend, revenueTrend } from './overview-figures';

describe('overview trends', () => {
  it("compares this month's payments with last month's and hides what cannot be compared", () => {
    expect(revenueTrend(1120, 1000)).toEqual({ text: '+12% vs last month', up: true });
    expect(revenueTrend(500, 1000)).toEqual({ text: '−50% vs last month', up: false });
    expect(revenueTrend(800, 0)).toBeNull();
    expect(activeClientsTrend(3)).toBe('+3 this week');
    expect(activeClientsTrend(0)).toBeNull();
  });
});
