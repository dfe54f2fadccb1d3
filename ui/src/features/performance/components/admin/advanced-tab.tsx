import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/card';
import { formatCompact, formatPercent } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { formatCompactMoney } from '@/lib/money-words';
import { axisMonth, monthLabel, spansYears } from '../../figures';
import { PLATFORM_COLORS, PLATFORM_LABELS, type AdminPerformance } from '../../types';

function PlatformDistribution({ data }: { data: AdminPerformance }) {
  const { t } = useLingui();
  const rows = data.platforms.filter((entry) => entry.followers > 0 || entry.accounts > 0);
  if (rows.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>No connected accounts yet.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <div className="w-full max-w-48 shrink-0 sm:w-40" data-testid="platform-chart">
        <PieChart responsive style={{ width: '100%', aspectRatio: 1 }}>
          <Pie
            data={rows}
            dataKey="followers"
            nameKey="platform"
            innerRadius="55%"
            outerRadius="90%"
            paddingAngle={2}
            isAnimationActive={false}
          >
            {rows.map((entry) => (
              <Cell key={entry.platform} fill={PLATFORM_COLORS[entry.platform]} />
            ))}
          </Pie>
          <Tooltip
            formatter={(value, name) => [
              Number(value).toLocaleString(intlLocale()),
              PLATFORM_LABELS[name as keyof typeof PLATFORM_LABELS] ?? String(name),
            ]}
          />
        </PieChart>
      </div>
      <ul className="w-full min-w-0 space-y-3" aria-label={t`Followers by platform`}>
        {rows.map((entry) => (
          <li key={entry.platform} className="flex items-start gap-3 text-sm">
            <span
              className="mt-1.5 size-3 shrink-0 rounded-full"
              style={{ background: PLATFORM_COLORS[entry.platform] }}
              aria-hidden="true"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{PLATFORM_LABELS[entry.platform]}</p>
              <p className="text-xs text-slate-500">
                <Plural value={entry.accounts} one="# account" other="# accounts" /> ·{' '}
                <Trans>{formatCompact(entry.followers)} followers</Trans>
              </p>
            </div>
            <span className="font-semibold text-slate-900 tabular-nums">{formatPercent(entry.share)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RevenueAnalysis({ data }: { data: AdminPerformance }) {
  const { t } = useLingui();
  const total = data.revenue.reduce((sum, month) => sum + month.paid_cents, 0);
  const years = spansYears(data.revenue.map((month) => month.month));
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        <Trans>Paid in the period:</Trans>{' '}
        <strong className="text-lg text-slate-900" data-testid="revenue-total">
          {formatCents(total)}
        </strong>
      </p>
      {data.revenue.length > 0 && (
        <div data-testid="revenue-chart">
          <BarChart
            responsive
            data={data.revenue}
            style={{ width: '100%', height: 220 }}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis
              dataKey="month"
              tickFormatter={(month: string) => axisMonth(month, years)}
              tick={{ fontSize: 12, fill: '#64748b' }}
              tickLine={false}
              minTickGap={8}
            />
            <YAxis
              width={52}
              tick={{ fontSize: 12, fill: '#64748b' }}
              tickLine={false}
              axisLine={false}
              tickFormatter={(cents: number) => formatCompactMoney(cents)}
            />
            <Tooltip
              labelFormatter={(month) => monthLabel(String(month))}
              formatter={(value) => [formatCents(Number(value)), t`Paid`]}
            />
            <Bar dataKey="paid_cents" fill="#059669" radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false} />
          </BarChart>
        </div>
      )}
      <ul className="divide-y divide-slate-100 text-sm" aria-label={t`Paid revenue by month`}>
        {[...data.revenue].reverse().map((month) => (
          <li key={month.month} className="flex justify-between py-2">
            <span className="text-slate-600">{monthLabel(month.month)}</span>
            <span className="font-medium text-slate-900 tabular-nums">{formatCents(month.paid_cents)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Meter({ label, value, max, color }: { label: string; value: number; max: number; color: string }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-600">{label}</span>
        <span className="font-semibold text-slate-900 tabular-nums">{formatPercent(value)}</span>
      </div>
      <div className="mt-1.5 h-2.5 rounded-full bg-slate-100">
        <div
          className="h-full rounded-full"
          style={{ width: `${max > 0 ? Math.min(100, (value / max) * 100) : 0}%`, background: color }}
        />
      </div>
    </div>
  );
}

function Benchmarks({ data }: { data: AdminPerformance }) {
  const { t } = useLingui();
  const { agency_engagement: agency, industry_average_engagement: industry } = data.benchmarks;
  const max = Math.max(agency, industry) * 1.2;
  const diff = (agency - industry) * 100;
  const points = Number(Math.abs(diff).toFixed(1)).toLocaleString(intlLocale(), { minimumFractionDigits: 1 });
  const industryText = formatPercent(industry);
  return (
    <div className="space-y-4" data-testid="benchmarks">
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS colour */}
      <Meter label={t`Your clients' average engagement`} value={agency} max={max} color="var(--brand-primary)" />
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS colour */}
      <Meter label={t`Industry average (reference value)`} value={industry} max={max} color="#94a3b8" />
      <p className="text-sm text-slate-600">
        {Math.abs(diff) < 0.05
          ? t`On par with the industry average.`
          : diff > 0
            ? t`${points} points above the industry average.`
            : t`${points} points below the industry average.`}
      </p>
      <p className="text-xs text-slate-500">
        <Trans>The industry average of {industryText} is a fixed reference figure, not measured by Atrium.</Trans>
      </p>
    </div>
  );
}

/** Platform distribution, revenue analysis and benchmarks for the period and client chosen. */
export function AdvancedTab({ data }: { data: AdminPerformance }) {
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card title={t`Platform distribution`} description={t`Followers by platform`}>
        <PlatformDistribution data={data} />
      </Card>
      <Card title={t`Benchmarks`} description={t`Engagement against a reference`}>
        <Benchmarks data={data} />
      </Card>
      <div className="lg:col-span-2">
        <Card title={t`Revenue analysis`} description={t`Paid invoices by month`}>
          <RevenueAnalysis data={data} />
        </Card>
      </div>
    </div>
  );
}
