import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Activity, Building2, ClipboardCheck, Eye, Heart, Users } from 'lucide-react';
import { Card } from '@/components/card';
import { StatCard } from '@/components/stat-card';
import { formatCompact, formatPercent } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { growthText, percentVersusTrend, pointsTrend, signedCount, versusTrend } from '@/lib/trends';
import { fromFirstData } from '../../figures';
import type { AdminPerformance } from '../../types';
import { MetricChart } from '../shared/metric-chart';
import { TrendText } from '../shared/trend-text';

function HeadlineCards({ data }: { data: AdminPerformance }) {
  const { t } = useLingui();
  // The server's comparisons: followers and engagement since the period began, reach against the period
  // before it.
  const SINCE_START = t`since the period began`;
  const CLIENTS = { one: t`client`, many: t`clients` };
  const { agency_growth: agency, task_performance: tasks } = data;
  const number = (value: number) => value.toLocaleString(intlLocale());
  const followers = number(data.total_followers);
  const reached = number(data.total_reach);
  const clientsNow = number(agency.clients_now);
  const completion = Number(tasks.completion_rate.toFixed(1));
  const completed = tasks.completed;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="admin-headline">
      <StatCard
        label={t`Total Followers`}
        value={formatCompact(data.total_followers)}
        title={t`${followers} followers`}
        icon={Users}
        detail={<TrendText trend={percentVersusTrend(data.total_followers, data.followers_change_pct, SINCE_START)} />}
      />
      <StatCard
        label={t`Avg Engagement`}
        value={formatPercent(data.avg_engagement)}
        icon={Heart}
        tone="success"
        detail={<TrendText trend={pointsTrend(data.engagement_change, SINCE_START)} />}
      />
      <StatCard
        label={t`Total Reach`}
        value={formatCompact(data.total_reach)}
        title={t`${reached} reached`}
        icon={Eye}
        tone="neutral"
        detail={
          <TrendText
            trend={percentVersusTrend(data.total_reach, data.reach_change_pct, t`vs the period before`, {
              nullIsNone: true,
            })}
          />
        }
      />
      <StatCard
        label={t`Daily Growth`}
        value={signedCount(data.daily_growth)}
        icon={Activity}
        tone={data.daily_growth < 0 ? 'danger' : 'success'}
        detail={t`Followers over the last day of snapshots`}
      />
      <StatCard
        label={t`Agency Growth`}
        value={plural(agency.clients_now, { one: `${clientsNow} client`, other: `${clientsNow} clients` })}
        icon={Building2}
        tone="brand"
        detail={<TrendText trend={versusTrend(agency.clients_now, agency.clients_before, SINCE_START, CLIENTS)} />}
      />
      <StatCard
        label={t`Task Performance`}
        value={`${completion.toLocaleString(intlLocale())}%`}
        icon={ClipboardCheck}
        tone="warning"
        detail={plural(tasks.total, {
          one: `${completed} of # task completed`,
          other: `${completed} of # tasks completed`,
        })}
      />
    </div>
  );
}

function TopClients({ data }: { data: AdminPerformance }) {
  const { t } = useLingui();
  if (data.top_clients.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>No client has a connected account with figures yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="divide-y divide-slate-100" aria-label={t`Top clients by followers`}>
      {data.top_clients.map((client, index) => (
        <li key={client.client} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900" dir="auto" title={client.client_name}>
              {client.client_name}
            </p>
            <p className="text-xs text-slate-500">
              <Trans>
                {formatPercent(client.engagement_rate)} engagement · {growthText(client.growth_rate)} growth
              </Trans>
            </p>
          </div>
          <span className="text-sm font-semibold text-slate-900" title={client.followers.toLocaleString(intlLocale())}>
            {formatCompact(client.followers)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The agency (or the chosen client) at a glance: six figures, the top clients, and the months charted. */
export function AdminOverviewTab({ data, scope }: { data: AdminPerformance; scope: string }) {
  const { t } = useLingui();
  const series = fromFirstData(data.series);
  return (
    <div className="space-y-6">
      <HeadlineCards data={data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title={t`Growth by month`}>
          {series.length === 0 ? (
            <p className="text-sm text-slate-500">
              <Trans>No snapshots in this period yet.</Trans>
            </p>
          ) : (
            <MetricChart data={series} title={scope} />
          )}
        </Card>
        <Card title={t`Top clients`} description={t`The five with the most followers`}>
          <TopClients data={data} />
        </Card>
      </div>
    </div>
  );
}
