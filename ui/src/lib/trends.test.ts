import { describe, expect, it } from 'vitest';
import { countTrend, gainTrend, growthText, percentTrend, pointsTrend, signedCount } from './trends';

describe('trends come from the server change, worded with a sign', () => {
  it('words a count change with thousands separators and a true minus sign', () => {
    expect(countTrend(320, 'in 30 days')).toEqual({ text: '+320 in 30 days', tone: 'up' });
    expect(countTrend(-1500, 'vs last month')).toEqual({ text: '\u22121,500 vs last month', tone: 'down' });
    expect(countTrend(0, 'vs last month')).toEqual({ text: '0 vs last month', tone: 'flat' });
    expect(countTrend(0.4, 'x')).toEqual({ text: '0 x', tone: 'flat' });
  });

  it('words a percent change to a tenth, flat when it rounds to nothing', () => {
    expect(percentTrend(12.44, 'vs last month')).toEqual({ text: '+12.4% vs last month', tone: 'up' });
    expect(percentTrend(-0.7, 'x')).toEqual({ text: '\u22120.7% x', tone: 'down' });
    expect(percentTrend(-3, 'x')?.text).toBe('\u22123% x');
    expect(percentTrend(0.01, 'x')).toEqual({ text: '0% x', tone: 'flat' });
  });

  it('words a rate change in percentage points, with two decimals below a tenth', () => {
    expect(pointsTrend(0.003, 'in 30 days')).toEqual({ text: '+0.3 pts in 30 days', tone: 'up' });
    expect(pointsTrend(0.0003, 'x')).toEqual({ text: '+0.03 pts x', tone: 'up' });
    expect(pointsTrend(-0.0125, 'x')).toEqual({ text: '\u22121.3 pts x', tone: 'down' });
    expect(pointsTrend(0, 'x')).toEqual({ text: '0 pts x', tone: 'flat' });
  });

  it('shows no trend when there was nothing to compare', () => {
    expect(countTrend(null, 'x')).toBeNull();
    expect(percentTrend(null, 'x')).toBeNull();
    expect(percentTrend(Number.NaN, 'x')).toBeNull();
    expect(pointsTrend(undefined, 'x')).toBeNull();
    expect(gainTrend(null, 2.1, 'x')).toBeNull();
  });

  it('puts the growth rate beside the followers gained, when there is one', () => {
    expect(gainTrend(320, 2.1, 'vs last month')).toEqual({ text: '+320 (+2.1%) vs last month', tone: 'up' });
    expect(gainTrend(320, null, 'vs last month')?.text).toBe('+320 vs last month');
    expect(gainTrend(-2, -0.5, 'x')).toEqual({ text: '\u22122 (\u22120.5%) x', tone: 'down' });
  });

  it('writes a growth rate with its sign, and a dash without one', () => {
    expect(growthText(2.1)).toBe('+2.1%');
    expect(growthText(4.25)).toBe('+4.3%');
    expect(growthText(-4.25)).toBe('\u22124.3%');
    expect(growthText(-0.04)).toBe('0%');
    expect(growthText(null)).toBe('—');
  });

  it('signs whole numbers', () => {
    expect(signedCount(0)).toBe('0');
    expect(signedCount(-1234)).toBe('\u22121,234');
    expect(signedCount(12.6)).toBe('+13');
  });
});
