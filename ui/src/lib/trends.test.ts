import { describe, expect, it } from 'vitest';
import {
  countTrend,
  gainTrend,
  growthText,
  MAX_SHOWN_PCT,
  percentMakesSense,
  percentTrend,
  percentVersusTrend,
  pointsTrend,
  SMALL_BASE,
  signedCount,
  versusTrend,
} from './trends';

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

describe('a percentage is shown only on a base it can be trusted on', () => {
  it('keeps the percentage from a base of 10 up to a change of 500% either way', () => {
    expect(SMALL_BASE).toBe(10);
    expect(MAX_SHOWN_PCT).toBe(500);
    expect(percentMakesSense(10, 500)).toBe(true);
    expect(percentMakesSense(9, 20)).toBe(false);
    expect(percentMakesSense(100, 501)).toBe(false);
    expect(versusTrend(1240, 1000, 'vs last month')).toEqual({ text: '+24% vs last month', tone: 'up' });
  });

  it('says new when there was nothing before, and nothing when there is nothing now either', () => {
    expect(versusTrend(5, 0, 'since the period began', { one: 'client', many: 'clients' })).toEqual({
      text: 'New: +5 clients since the period began',
      tone: 'up',
    });
    expect(versusTrend(0, 0, 'x')).toBeNull();
    expect(versusTrend(3, null, 'x')).toBeNull();
  });

  it('shows the change as a count on a small base or a huge jump', () => {
    expect(versusTrend(5, 1, 'since the period began', { one: 'client', many: 'clients' })).toEqual({
      text: '+4 clients since the period began',
      tone: 'up',
    });
    expect(versusTrend(2, 3, 'x', { one: 'client', many: 'clients' })?.text).toBe('\u22121 client x');
    // 100 to 1,214 is +1114%: the count says it plainly.
    expect(versusTrend(1214, 100, 'vs last month')).toEqual({ text: '+1,114 vs last month', tone: 'up' });
  });

  it('works the earlier figure back from the server percentage', () => {
    expect(percentVersusTrend(1214, 1114, 'vs last month')?.text).toBe('+1,114 vs last month');
    expect(percentVersusTrend(1200, 20, 'vs last month')?.text).toBe('+20% vs last month');
    expect(percentVersusTrend(0, -100, 'x')?.text).toBe('\u2212100% x');
    expect(percentVersusTrend(350, null, 'x')).toBeNull();
    expect(percentVersusTrend(350, null, 'vs previous 30 days', { nullIsNone: true })?.text).toBe(
      'New: +350 vs previous 30 days',
    );
    expect(percentVersusTrend(0, null, 'x', { nullIsNone: true })).toBeNull();
  });

  it('leaves the rate out of a gain made on a small base', () => {
    expect(gainTrend(23, 1150, 'in 30 days')?.text).toBe('+23 in 30 days');
    expect(gainTrend(320, 2.1, 'in 30 days')?.text).toBe('+320 (+2.1%) in 30 days');
  });
});
