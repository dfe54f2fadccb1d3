import { describe, expect, it } from 'vitest';
import {
  axisMonth,
  compactAxis,
  countScale,
  fromFirstData,
  freshness,
  isLive,
  lastMonths,
  monthLabel,
  recordsByClient,
  spansYears,
  untilText,
  updatedText,
} from './figures';
import type { PerformanceRecord } from './types';

const record = (client: number, month: string, followers: number): PerformanceRecord => ({
  id: `${client}-${month}`,
  client,
  client_name: client === 1 ? 'Zed' : 'Amy',
  month,
  followers,
  engagement: 0.04,
  reach: 100,
  growth_rate: null,
});

describe('months', () => {
  it('labels months in UTC whatever the browser zone', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(axisMonth('2026-09', false)).toBe('Sep');
    expect(axisMonth('2026-09', true)).toBe("Sep '26");
    expect(monthLabel('soon')).toBe('soon');
  });

  it('knows when months cross a year', () => {
    expect(spansYears(['2025-12', '2026-01'])).toBe(true);
    expect(spansYears(['2026-02', '2026-03'])).toBe(false);
  });

  it('keeps the newest months, oldest first', () => {
    const rows = [record(1, '2026-03', 3), record(1, '2026-01', 1), record(1, '2026-02', 2)];
    expect(lastMonths(rows, 2).map((row) => row.month)).toEqual(['2026-02', '2026-03']);
  });

  it('drops the months before the first snapshot, keeping later empty ones', () => {
    const series = [
      { month: '2026-01', followers: 0, reach: 0 },
      { month: '2026-02', followers: 5, reach: 1 },
      { month: '2026-03', followers: 0, reach: 0 },
    ];
    expect(fromFirstData(series).map((point) => point.month)).toEqual(['2026-02', '2026-03']);
    expect(fromFirstData(series.slice(0, 1))).toEqual([]);
  });

  it('groups records per client by name, months in order', () => {
    const groups = recordsByClient([record(1, '2026-02', 2), record(2, '2026-01', 5), record(1, '2026-01', 1)]);
    expect(groups.map((group) => group.client_name)).toEqual(['Amy', 'Zed']);
    expect(groups[1]!.months.map((row) => row.month)).toEqual(['2026-01', '2026-02']);
  });
});

describe('axis labels', () => {
  it('keeps ticks apart when the values are close together', () => {
    const close = compactAxis([1_200_000, 1_234_000]);
    expect([1_200_000, 1_210_000, 1_220_000].map(close)).toEqual(['1.2M', '1.21M', '1.22M']);
  });

  it('uses one decimal for a wide spread, none below a thousand', () => {
    const wide = compactAxis([7_500, 17_500]);
    expect([7_500, 10_000, 0].map(wide)).toEqual(['7.5K', '10K', '0']);
    expect(compactAxis([3, 950])(475)).toBe('475');
  });
});

describe('times', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('calls a snapshot live for five minutes, then says when it was taken, and delayed after two hours', () => {
    expect(isLive('2026-11-24T11:56:00Z', now)).toBe(true);
    expect(isLive('2026-11-24T11:35:00Z', now)).toBe(false);
    expect(freshness('2026-11-24T11:55:00Z', now)).toBe('live');
    expect(freshness('2026-11-24T11:35:00Z', now)).toBe('recent');
    expect(freshness('2026-11-24T10:00:00Z', now)).toBe('recent');
    expect(freshness('2026-11-24T09:59:00Z', now)).toBe('delayed');
    expect(isLive('garbage', now)).toBe(false);
  });

  it('says when a snapshot was taken', () => {
    expect(updatedText('2026-11-24T11:59:30Z', now)).toBe('Updated just now');
    expect(updatedText('2026-11-24T11:55:00Z', now)).toBe('Updated 5 minutes ago');
    expect(updatedText('2026-11-01T11:55:00Z', now)).toBe('Updated Nov 1, 2026');
  });

  it('says when the next sync is due', () => {
    expect(untilText('2026-11-24T12:35:00Z', now)).toBe('in 35 minutes');
    expect(untilText('2026-11-24T14:00:00Z', now)).toBe('in 2 hours');
    expect(untilText('2026-11-24T11:00:00Z', now)).toBe('due now');
  });
});

describe('a count axis', () => {
  it('encloses the values with round ticks, as tightly as round steps allow', () => {
    expect(countScale([1148, 1170, 1200])).toEqual({ domain: [1140, 1200], ticks: [1140, 1160, 1180, 1200] });
    expect(countScale([72, 530, 121], true)).toEqual({ domain: [0, 600], ticks: [0, 200, 400, 600] });
    expect(countScale([72, 190, 121], true)).toEqual({ domain: [0, 200], ticks: [0, 100, 200] });
    expect(countScale([4529, 4950])).toEqual({ domain: [4500, 5000], ticks: [4500, 4750, 5000] });
  });

  it('keeps whole steps for small counts, and draws a flat one from 0', () => {
    expect(countScale([3, 4])).toEqual({ domain: [3, 4], ticks: [3, 4] });
    expect(countScale([5, 5])).toEqual({ domain: [0, 5], ticks: [0, 5] });
    expect(countScale([6612])).toEqual({ domain: [0, 7500], ticks: [0, 2500, 5000, 7500] });
    expect(countScale([0, 0], true)).toEqual({ domain: [0, 1], ticks: [0, 1] });
    expect(countScale([])).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });
});
