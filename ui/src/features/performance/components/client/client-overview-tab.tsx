import { Link2, Target, TrendingUp } from 'lucide-react';
import { Card } from '@/components/card';
import { StatCard } from '@/components/stat-card';
import { PlatformIcon } from '@/components/platform-icon';
import { formatCompact, formatPercent } from '@/lib/format';
import { againstIndustry, SUMMARY_MONTHS } from '../../client-figures';
import { growthText } from '@/lib/trends';
import { lastMonths } from '../../figures';
import { PLATFORM_LABELS, type ClientStats, type PerformanceRecord, type SocialAccount } from '../../types';
import { MetricChart } from '../shared/metric-chart';

interface Props {
  stats: ClientStats | undefined;
  records: readonly PerformanceRecord[];
  accounts: readonly SocialAccount[];
}

function SummaryTiles({ stats, platforms }: { stats: ClientStats; platforms: string }) {
  const industry = againstIndustry(stats.engagement_rate, stats.industry_average_engagement);
  const measured = stats.connected_accounts > 0;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard
        label="Growth in 30 days"
        value={growthText(stats.growth_rate)}
        icon={TrendingUp}
        tone="success"
        detail={stats.growth_rate === null ? 'No snapshot from 30 days ago yet' : 'Followers against 30 days ago'}
      />
      <StatCard
        label="Engagement vs industry"
        // Without an account there is no engagement to compare, not an engagement of 0%.
        value={measured ? `${industry.above ? '+' : '\u2212'}${industry.points.toFixed(1)} pts` : '—'}
        icon={Target}
        tone={!measured || industry.above ? 'brand' : 'warning'}
        detail={`Industry average ${formatPercent(stats.industry_average_engagement)} (reference value)`}
      />
      <StatCard
        label="Connected accounts"
        value={stats.connected_accounts.toLocaleString('en-US')}
        icon={Link2}
        tone="neutral"
        detail={platforms}
      />
    </div>
  );
}

function connectedPlatforms(accounts: readonly SocialAccount[]): string {
  const names = new Set(accounts.filter((account) => account.is_active).map((a) => PLATFORM_LABELS[a.platform]));
  return names.size > 0 ? [...names].join(', ') : 'None yet';
}

function AccountPerformance({ accounts }: { accounts: readonly SocialAccount[] }) {
  const active = accounts.filter((account) => account.is_active);
  if (active.length === 0) return <p className="text-sm text-slate-500">No connected accounts.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {active.map((account) => (
        <li key={account.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <PlatformIcon platform={account.platform} className="size-9 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900" dir="auto">
              @{account.username}
            </p>
            <p className="text-xs text-slate-500">
              {PLATFORM_LABELS[account.platform]} · {account.posts_count.toLocaleString('en-US')} posts
            </p>
          </div>
          <div className="text-right">
            <p className="text-sm font-semibold text-slate-900">{formatCompact(account.followers_count)}</p>
            <p className="text-xs text-slate-500">{formatPercent(account.engagement_rate)} engagement</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The growth summary (the newest 6 months), the accounts' figures, and three summary tiles. */
export function ClientOverviewTab({ stats, records, accounts }: Props) {
  const summary = lastMonths(records, SUMMARY_MONTHS);
  return (
    <div className="space-y-6">
      {stats && <SummaryTiles stats={stats} platforms={connectedPlatforms(accounts)} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title="Growth summary" description={`The last ${SUMMARY_MONTHS} months`}>
          {summary.length === 0 ? (
            <p className="text-sm text-slate-500">Months appear here once your accounts have synced.</p>
          ) : (
            <MetricChart data={summary} title="All your accounts" />
          )}
        </Card>
        <Card title="Account performance">
          <AccountPerformance accounts={accounts} />
        </Card>
      </div>
    </div>
  );
}
