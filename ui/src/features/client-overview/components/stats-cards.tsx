import { BarChart3, Eye, FileText, Heart, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { formatCompact, formatPercent } from '@/lib/format';
import {
  countTrend,
  engagementVsIndustry,
  growthText,
  percentTrend,
  pointsTrend,
  type Trend,
} from '../overview-figures';
import type { ClientStats } from '../types';

function TrendText({ trend }: { trend: Trend | null }) {
  return trend ? <span className={trend.up ? 'text-emerald-700' : 'text-red-700'}>{trend.text}</span> : null;
}

const exact = (n: number) => n.toLocaleString('en-US');

/** The five headline figures (spec 001 section 2.4); trends only where the server gave a change. */
export function StatsCards({ stats }: { stats: ClientStats }) {
  const industry = stats.industry_average_engagement;
  const versus = engagementVsIndustry(stats.engagement_rate, industry);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <StatCard
        label="Total Followers"
        value={formatCompact(stats.total_followers)}
        title={`${exact(stats.total_followers)} followers across your connected accounts`}
        icon={Users}
        detail={<TrendText trend={countTrend(stats.followers_change)} />}
      />
      <StatCard
        label="Growth Rate"
        value={growthText(stats.growth_rate)}
        title="Followers this month against last month"
        icon={BarChart3}
        tone="success"
        detail={stats.growth_rate === null ? 'No earlier month yet' : 'Followers vs last month'}
      />
      <StatCard
        label="Monthly Reach"
        value={formatCompact(stats.reach)}
        title={`${exact(stats.reach)} accounts reached this month`}
        icon={Eye}
        tone="warning"
        detail={<TrendText trend={percentTrend(stats.reach_change_pct)} />}
      />
      <StatCard
        label="Posts This Month"
        value={exact(stats.posts_this_month)}
        icon={FileText}
        tone="neutral"
        detail={<TrendText trend={countTrend(stats.posts_change)} />}
      />
      <div className="col-span-2 lg:col-span-1">
        <StatCard
          label="Engagement"
          value={formatPercent(stats.engagement_rate)}
          icon={Heart}
          tone="danger"
          detail={
            <span className="flex flex-col gap-0.5">
              <TrendText trend={pointsTrend(stats.engagement_change)} />
              <span>
                Industry average {formatPercent(industry)}
                {versus === 'at' ? '' : ` · ${versus === 'above' ? 'above' : 'below'} it`}
              </span>
            </span>
          }
        />
      </div>
    </div>
  );
}
