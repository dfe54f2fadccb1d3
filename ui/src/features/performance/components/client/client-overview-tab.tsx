import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link2, Target, TrendingUp } from 'lucide-react';
import { Card } from '@/components/card';
import { StatCard } from '@/components/stat-card';
import { PlatformIcon } from '@/components/platform-icon';
import { formatCompact, formatPercent } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
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
  const { t } = useLingui();
  const industry = againstIndustry(stats.engagement_rate, stats.industry_average_engagement);
  const points = `${industry.above ? '+' : '\u2212'}${industry.points.toLocaleString(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;
  const reference = formatPercent(stats.industry_average_engagement);
  const measured = stats.connected_accounts > 0;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard
        label={t`Growth in 30 days`}
        value={growthText(stats.growth_rate)}
        icon={TrendingUp}
        tone="success"
        detail={stats.growth_rate === null ? t`No snapshot from 30 days ago yet` : t`Followers against 30 days ago`}
      />
      <StatCard
        label={t`Engagement vs industry`}
        // Without an account there is no engagement to compare, not an engagement of 0%.
        value={measured ? t`${points} pts` : '—'}
        icon={Target}
        tone={!measured || industry.above ? 'brand' : 'warning'}
        detail={t`Industry average ${reference} (reference value)`}
      />
      <StatCard
        label={t`Connected accounts`}
        value={stats.connected_accounts.toLocaleString(intlLocale())}
        icon={Link2}
        tone="neutral"
        detail={platforms}
      />
    </div>
  );
}

function connectedPlatforms(accounts: readonly SocialAccount[], none: string): string {
  const names = new Set(accounts.filter((account) => account.is_active).map((a) => PLATFORM_LABELS[a.platform]));
  return names.size > 0 ? [...names].join(', ') : none;
}

function AccountPerformance({ accounts }: { accounts: readonly SocialAccount[] }) {
  const active = accounts.filter((account) => account.is_active);
  if (active.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>No connected accounts.</Trans>
      </p>
    );
  }
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
              {PLATFORM_LABELS[account.platform]} · <Plural value={account.posts_count} one="# post" other="# posts" />
            </p>
          </div>
          <div className="text-right">
            <p className="text-sm font-semibold text-slate-900">{formatCompact(account.followers_count)}</p>
            <p className="text-xs text-slate-500">
              <Trans>{formatPercent(account.engagement_rate)} engagement</Trans>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The growth summary (the newest 6 months), the accounts' figures, and three summary tiles. */
export function ClientOverviewTab({ stats, records, accounts }: Props) {
  const { t } = useLingui();
  const summary = lastMonths(records, SUMMARY_MONTHS);
  return (
    <div className="space-y-6">
      {stats && <SummaryTiles stats={stats} platforms={connectedPlatforms(accounts, t`None yet`)} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title={t`Growth summary`} description={t`The last ${SUMMARY_MONTHS} months`}>
          {summary.length === 0 ? (
            <p className="text-sm text-slate-500">
              <Trans>Months appear here once your accounts have synced.</Trans>
            </p>
          ) : (
            <MetricChart data={summary} title={t`All your accounts`} />
          )}
        </Card>
        <Card title={t`Account performance`}>
          <AccountPerformance accounts={accounts} />
        </Card>
      </div>
    </div>
  );
}
