import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { intlLocale } from '@/lib/i18n';
import { BarChart3, Eye, FileText, Heart, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { formatCompact, formatPercent } from '@/lib/format';
import { countTrend, growthText, percentVersusTrend, pointsTrend, type Trend } from '@/lib/trends';
import { AGAINST, engagementVsIndustry } from '../overview-figures';
import type { ClientStats } from '../types';

const TONE_CLASS = { up: 'text-emerald-700', down: 'text-red-700', flat: 'text-slate-500' } as const;

function TrendText({ trend }: { trend: Trend | null }) {
  return trend ? <span className={TONE_CLASS[trend.tone]}>{trend.text}</span> : null;
}

// Without a connected account there is no rate to compare: the reference alone is shown.
const VERSUS = {
  above: msg`Above the industry average`,
  below: msg`Below the industry average`,
  at: msg`At the industry average`,
  none: msg`Industry average`,
} as const;

const exact = (n: number) => n.toLocaleString(intlLocale());

/** The five headline figures (spec 001 section 2.4); trends only where the server gave a change. */
export function StatsCards({ stats }: { stats: ClientStats }) {
  const { t } = useLingui();
  const followers = exact(stats.total_followers);
  const reached = exact(stats.reach);
  const industry = stats.industry_average_engagement;
  const versus = stats.connected_accounts > 0 ? engagementVsIndustry(stats.engagement_rate, industry) : 'none';
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <StatCard
        label={t`Total Followers`}
        value={formatCompact(stats.total_followers)}
        title={t`${followers} followers across your connected accounts`}
        icon={Users}
        detail={<TrendText trend={countTrend(stats.followers_change, t(AGAINST.days30))} />}
      />
      <StatCard
        label={t`Growth Rate`}
        value={growthText(stats.growth_rate)}
        title={t`Followers gained over the last 30 days, in percent`}
        icon={BarChart3}
        tone="success"
        detail={stats.growth_rate === null ? t`Not enough history yet` : t`Followers over 30 days`}
      />
      <StatCard
        label={t`Monthly Reach`}
        value={formatCompact(stats.reach)}
        title={t`${reached} reached over the last 30 days`}
        icon={Eye}
        tone="warning"
        detail={
          <TrendText
            trend={percentVersusTrend(stats.reach, stats.reach_change_pct, t(AGAINST.prior30), { nullIsNone: true })}
          />
        }
      />
      <StatCard
        label={t`Posts This Month`}
        value={exact(stats.posts_this_month)}
        icon={FileText}
        tone="neutral"
        detail={<TrendText trend={countTrend(stats.posts_change, t(AGAINST.lastMonth))} />}
      />
      <div className="col-span-2 lg:col-span-1">
        <StatCard
          label={t`Engagement`}
          value={formatPercent(stats.engagement_rate)}
          icon={Heart}
          tone="danger"
          detail={
            <span className="flex flex-col gap-0.5">
              <TrendText trend={pointsTrend(stats.engagement_change, t(AGAINST.days30))} />
              <span>
                {t(VERSUS[versus])} ({formatPercent(industry)})
              </span>
            </span>
          }
        />
      </div>
    </div>
  );
}
