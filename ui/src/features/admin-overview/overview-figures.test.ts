import { describe, expect, it } from 'vitest';
import { activeClientsTrend, revenueTrend } from './overview-figures';

describe('overview trends', () => {
  it('shows real additions and hides zero', () => {
    expect(revenueTrend(3000)).toBe('+$3,000 this month');
    expect(revenueTrend(0)).toBeNull();
    expect(activeClientsTrend(3)).toBe('+3 this week');
    expect(activeClientsTrend(0)).toBeNull();
  });
});
