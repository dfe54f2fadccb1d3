import { describe, expect, it } from 'vitest';
import { activeClientsTrend, revenueTrend } from './overview-figures';

describe('overview trends', () => {
  it('names the monthly fees new clients added and the clients won this week, or nothing', () => {
    const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
    expect(revenueTrend(3000, usd)).toBe('+$3,000 from new clients');
    expect(revenueTrend(0, usd)).toBeNull();
    expect(activeClientsTrend(3)).toBe('+3 this week');
    expect(activeClientsTrend(0)).toBeNull();
  });
});
