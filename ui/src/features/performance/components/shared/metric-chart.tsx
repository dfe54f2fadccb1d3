import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Area, Bar, CartesianGrid, ComposedChart, Tooltip, XAxis, YAxis } from 'recharts';
import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { axisMonth, compactAxis, countScale, monthLabel, spansYears, toPercent } from '../../figures';

export interface MonthPoint {
  month: string;
  followers: number;
  reach: number;
  /** A fraction. */
  engagement: number;
}

type Metric = 'followers' | 'reach' | 'engagement';

/* eslint-disable lingui/no-unlocalized-strings -- CSS colours */
const METRICS: Record<Metric, { label: MessageDescriptor; color: string }> = {
  followers: { label: msg`Followers`, color: 'var(--brand-primary)' },
  reach: { label: msg`Reach`, color: '#0891b2' },
  engagement: { label: msg`Engagement`, color: '#059669' },
};
/* eslint-enable lingui/no-unlocalized-strings */

function formatValue(metric: Metric, value: number): string {
  // The chart holds engagement in percent (so the axis reads 4.6), the API in fractions.
  return metric === 'engagement' ? formatPercent(value / 100) : value.toLocaleString(intlLocale());
}

/**
 * One figure at a time by month: followers (the month's count), reach (the month's sum, so bars) or
 * engagement (the month's average). Three scales on one chart would flatten two of them. It takes the
 * width it is given, so it fits a phone; the tables beside it carry the same numbers for screen readers.
 */
export function MetricChart({
  data,
  title,
  height = 260,
}: {
  data: readonly MonthPoint[];
  title: string;
  height?: number;
}) {
  const { t } = useLingui();
  const [metric, setMetric] = useState<Metric>('followers');
  const years = spansYears(data.map((point) => point.month));
  const rows = data.map((point) => ({
    month: point.month,
    followers: point.followers,
    reach: point.reach,
    engagement: toPercent(point.engagement),
  }));
  const { color } = METRICS[metric];
  const label = t(METRICS[metric].label);
  const values = rows.map((row) => row[metric]);
  // Counts get round ticks of our own: with one month (or a flat series) the library's ticks sat a few
  // followers apart and every label read the same '6.6K'. Engagement keeps the library's percent ticks.
  const scale = metric === 'engagement' ? null : countScale(values, metric === 'reach');
  const countLabel = compactAxis(scale ? scale.ticks : values);
  const tickLabel = (value: number) => (metric === 'engagement' ? `${value}%` : countLabel(value));
  const labelled = scale ? scale.ticks : values;
  // Wide enough for the longest label at 12 px (about 7 px a character), so '1.235M' is not clipped.
  const axisWidth = Math.max(36, Math.max(...labelled.map((value) => tickLabel(value).length), 1) * 7 + 10);

  return (
    <figure className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="text-sm font-medium text-slate-700">{title}</figcaption>
        <div className="inline-flex rounded-lg bg-slate-100 p-0.5" role="group" aria-label={t`Figure shown`}>
          {(Object.keys(METRICS) as Metric[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={metric === key}
              onClick={() => setMetric(key)}
              className={cn(
                'rounded-md px-2.5 py-1 text-xs font-semibold',
                metric === key ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {t(METRICS[key].label)}
            </button>
          ))}
        </div>
      </div>
      <div data-testid="metric-chart">
        <ComposedChart
          responsive
          data={rows}
          style={{ width: '100%', height }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="month"
            tickFormatter={(month: string) => axisMonth(month, years)}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
            minTickGap={8}
          />
          <YAxis
            width={axisWidth}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={false}
            tickFormatter={tickLabel}
            ticks={scale?.ticks}
            interval={scale ? 0 : undefined}
            domain={scale ? scale.domain : [0, 'auto' as const]}
          />
          <Tooltip
            // The series colours are too light for text on white (axe: colour contrast): the figures are dark.
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS colour
            itemStyle={{ color: '#0f172a' }}
            labelFormatter={(month) => monthLabel(String(month))}
            formatter={(value) => [formatValue(metric, Number(value)), label]}
          />
          {metric === 'reach' ? (
            <Bar dataKey="reach" fill={color} radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false} />
          ) : (
            <Area
              type="monotone"
              dataKey={metric}
              stroke={color}
              strokeWidth={2}
              fill={color}
              fillOpacity={0.12}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          )}
        </ComposedChart>
      </div>
    </figure>
  );
}
