import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Card } from '@/components/card';
import { Select } from '@/components/input';
import { growthRecords } from '../../client-figures';
import { DEFAULT_GROWTH_RANGE, GROWTH_RANGES, PERIOD_LABELS, type GrowthRange } from '../../figures';
import type { PerformanceRecord } from '../../types';
import { MetricChart } from '../shared/metric-chart';
import { MonthTable } from '../shared/month-table';

/** Growth Tracking: the range select (3 months, 6 months, 1 year), the chart and the monthly table. */
export function GrowthTab({ records }: { records: readonly PerformanceRecord[] }) {
  const { t, i18n } = useLingui();
  const [range, setRange] = useState<GrowthRange>(DEFAULT_GROWTH_RANGE);
  const shown = growthRecords(records, range);
  return (
    <div className="space-y-6">
      <div className="max-w-xs">
        <Select
          label={t`Range`}
          value={range}
          onChange={(event) => setRange(GROWTH_RANGES.find((value) => value === event.target.value) ?? range)}
        >
          {GROWTH_RANGES.map((value) => (
            <option key={value} value={value}>
              {i18n._(PERIOD_LABELS[value])}
            </option>
          ))}
        </Select>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>Months appear here once your accounts have synced.</Trans>
        </p>
      ) : (
        <>
          <Card title={t`Growth over time`}>
            <MetricChart data={shown} title={i18n._(PERIOD_LABELS[range])} />
          </Card>
          <Card title={t`Monthly figures`}>
            <MonthTable records={shown} label={t`Monthly figures`} />
          </Card>
        </>
      )}
    </div>
  );
}
