import { Activity, Building2, ClipboardCheck, Eye, Heart, Users } from 'lucide-react';
import { Card } from '@/components/card';
import { StatCard } from '@/components/stat-card';
import { formatCompact, formatPercent } from '@/lib/format';
import { growthText, percentVersusTrend, pointsTrend, signedCount, versusTrend } from '@/lib/trends';
import { fromFirstData } from '../../figures';
import type { AdminPerformance } from '../../types';
import { MetricChart } from '../shared/metric-chart';
import { TrendText } from '../shared/trend-text';

// The server's comparisons: followers and engagement since the period began, reach against the period
// before it.
const SINCE_START = 'since the period began';
const CLIENTS = { one: 'client', many: 'clients' };

function HeadlineCards({ data }: { data: AdminPerformance }) {
  const { agency_growth: agency, task_performance: tasks } = data;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="admin-headline">
      <StatCard
        label="Total Followers"
        value={formatCompact(data.total_followers)}
        title={`${data.total_followers.toLocaleString('en-US')} followers`}
        icon={Users}
        detail={<TrendText trend={percentVersusTrend(data.total_followers, data.followers_change_pct, SINCE_START)} />}
      />
      <StatCard
        label="Avg Engagement"
        value={formatPercent(data.avg_engagement)}
        icon={Heart}
        tone="success"
        detail={<TrendText trend={pointsTrend(data.engagement_change, SINCE_START)} />}
      />
      <StatCard
        label="Total Reach"
        value={formatCompact(data.total_reach)}
        title={`${data.total_reach.toLocaleString('en-US')} reached`}
        icon={Eye}
        tone="neutral"
        detail={
          <TrendText
            trend={percentVersusTrend(data.total_reach, data.reach_change_pct, 'vs the period before', {
              nullIsNone: true,
            })}
          />
        }
      />
      <StatCard
        label="Daily Growth"
        value={signedCount(data.daily_growth)}
        icon={Activity}
        tone={data.daily_growth < 0 ? 'danger' : 'success'}
        detail="Followers over the last day of snapshots"
      />
      <StatCard
        label="Agency Growth"
        value={`${agency.clients_now.toLocaleString('en-US')} ${agency.clients_now === 1 ? 'client' : 'clients'}`}
        icon={Building2}
        tone="brand"
        detail={<TrendText trend={versusTrend(agency.clients_now, agency.clients_before, SINCE_START, CLIENTS)} />}
      />
      <StatCard
        label="Task Performance"
        value={`${Number(tasks.completion_rate.toFixed(1))}%`}
        icon={ClipboardCheck}
        tone="warning"
        detail={`${tasks.completed} of ${tasks.total} task${tasks.total === 1 ? '' : 's'} completed`}
      />
    </div>
  );
}

function TopClients({ data }: { data: AdminPerformance }) {
  if (data.top_clients.length === 0) {
    return <p className="text-sm text-slate-500">No client has a connected account with figures yet.</p>;
  }
  return (
    <ol className="divide-y divide-slate-100" aria-label="Top clients by followers">
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
              {formatPercent(client.engagement_rate)} engagement · {growthText(client.growth_rate)} growth
            </p>
          </div>
          <span className="text-sm font-semibold text-slate-900" title={client.followers.toLocaleString('en-US')}>
            {formatCompact(client.followers)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The agency (or the chosen client) at a glance: six figures, the top clients, and the months charted. */
export function AdminOverviewTab({ data, scope }: { data: AdminPerformance; scope: string }) {
  const series = fromFirstData(data.series);
  return (
    <div className="space-y-6">
      <HeadlineCards data={data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title="Growth by month">
          {series.length === 0 ? (
            <p className="text-sm text-slate-500">No snapshots in this period yet.</p>
          ) : (
            <MetricChart data={series} title={scope} />
          )}
        </Card>
        <Card title="Top clients" description="The five with the most followers">
          <TopClients data={data} />
        </Card>
      </div>
    </div>
  );
}
