import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3 } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/card';
import { cn } from '@/lib/cn';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { formatCompact, formatPercent } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { ellipsize } from '@/lib/text';
import { usePerformanceRecords } from '../../api/get-performance-records';
import { growthText } from '@/lib/trends';
import { monthLabel, PERIOD_LABELS, PERIOD_MONTHS, recordsByClient } from '../../figures';
import type { Period, PerformanceRecord } from '../../types';
import { MetricChart } from '../shared/metric-chart';
import { FiguresHead, MonthTable, TABLE } from '../shared/month-table';

interface Props {
  period: Period;
  client: number | null;
  onPickClient: (client: number) => void;
}

type ClientGroup = ReturnType<typeof recordsByClient>[number];

function FollowersByClient({ groups }: { groups: ClientGroup[] }) {
  const { t } = useLingui();
  // The ten largest, so the bars stay readable; the table lists everyone.
  const rows = groups
    .map((group) => ({ name: group.client_name, followers: group.months.at(-1)?.followers ?? 0 }))
    .sort((a, b) => b.followers - a.followers)
    .slice(0, 10);
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm font-medium text-slate-700">
        <Trans>Followers in the latest month, largest ten</Trans>
      </figcaption>
      <div data-testid="clients-chart">
        <BarChart
          responsive
          layout="vertical"
          data={rows}
          style={{ width: '100%', height: Math.max(120, rows.length * 36 + 40) }}
          margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
          <XAxis type="number" tickFormatter={formatCompact} tick={{ fontSize: 12, fill: '#64748b' }} />
          <YAxis
            type="category"
            dataKey="name"
            width={96}
            tick={{ fontSize: 12, fill: '#334155' }}
            tickFormatter={(name: string) => ellipsize(name, 14)}
          />
          <Tooltip formatter={(value) => [Number(value).toLocaleString(intlLocale()), t`Followers`]} />
          <Bar
            dataKey="followers"
            fill="var(--brand-primary)"
            radius={[0, 4, 4, 0]}
            maxBarSize={24}
            isAnimationActive={false}
          />
        </BarChart>
      </div>
    </figure>
  );
}

function ClientsTable({ groups, onPickClient }: { groups: ClientGroup[]; onPickClient: (id: number) => void }) {
  const { t } = useLingui();
  // Abbreviated counts (exact on hover) leave the name column room on a phone; a client's months are exact.
  return (
    <div className={TABLE.wrap}>
      <table className={TABLE.table} aria-label={t`Clients in the latest month`}>
        <FiguresHead first={t`Client`} />
        <tbody className="divide-y divide-slate-100 text-slate-700">
          {groups.map((group) => {
            const latest = group.months.at(-1) as PerformanceRecord;
            const name = group.client_name;
            return (
              <tr key={group.client}>
                <th scope="row" className={cn(TABLE.first, 'max-w-24 font-medium sm:max-w-56')}>
                  <button
                    type="button"
                    className="block max-w-full truncate text-brand-700 hover:underline"
                    dir="auto"
                    title={t`Show ${name}'s months`}
                    onClick={() => onPickClient(group.client)}
                  >
                    {group.client_name}
                  </button>
                  <span className="block text-xs font-normal text-slate-500">{monthLabel(latest.month)}</span>
                </th>
                <td className={TABLE.cell} title={latest.followers.toLocaleString(intlLocale())}>
                  {formatCompact(latest.followers)}
                </td>
                <td className={TABLE.cell}>{growthText(latest.growth_rate)}</td>
                <td className={TABLE.cell}>{formatPercent(latest.engagement)}</td>
                <td className={TABLE.last} title={latest.reach.toLocaleString(intlLocale())}>
                  {formatCompact(latest.reach)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * GET /performance/ for the period: every client's latest month (pick one to see its months), or the
 * chosen client's months as a table and a chart.
 */
export function ClientPerformanceTab({ period, client, onPickClient }: Props) {
  const { t, i18n } = useLingui();
  const records = usePerformanceRecords(client, PERIOD_MONTHS[period]);
  return (
    <QueryState
      query={records}
      loading={t`Loading client performance`}
      failed={t`Could not load client performance.`}
      empty={
        <EmptyState
          icon={BarChart3}
          title={t`No monthly figures yet`}
          description={t`Months appear here once a client's connected accounts have been synced.`}
        />
      }
    >
      {(data) => {
        const groups = recordsByClient(data);
        const one = client !== null ? groups.find((group) => group.client === client) : undefined;
        if (one) {
          const name = one.client_name;
          return (
            <div className="space-y-6" aria-busy={records.isFetching}>
              <Card title={one.client_name} description={t`Month by month`}>
                <MetricChart data={one.months} title={i18n._(PERIOD_LABELS[period])} />
              </Card>
              <Card title={t`Monthly figures`}>
                <MonthTable records={one.months} label={t`${name}'s months`} />
              </Card>
            </div>
          );
        }
        return (
          <div className="space-y-6" aria-busy={records.isFetching}>
            <Card title={t`Clients compared`} description={t`Choose a client to see its months.`}>
              <FollowersByClient groups={groups} />
            </Card>
            <Card title={t`Latest month per client`}>
              <ClientsTable groups={groups} onPickClient={onPickClient} />
            </Card>
          </div>
        );
      }}
    </QueryState>
  );
}
