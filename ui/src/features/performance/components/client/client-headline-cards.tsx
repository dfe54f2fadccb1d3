import { useLingui } from '@lingui/react/macro';
import { CalendarDays, Eye, Heart, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { formatCompact, formatPercent } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { countTrend, gainTrend, percentVersusTrend, pointsTrend } from '@/lib/trends';
import type { ClientStats } from '../../types';
import { TrendText } from '../shared/trend-text';

/** Total Followers, Avg Engagement, Monthly Reach, Posts This Month, each with the server's change. */
export function ClientHeadlineCards({ stats }: { stats: ClientStats | undefined }) {
  const { t } = useLingui();
  // The server's windows: followers and engagement over the last 30 days, reach against the 30 days
  // before, posts this calendar month against the last.
  const OVER_30_DAYS = t`in 30 days`;
  const s = stats;
  const number = (value: number) => value.toLocaleString(intlLocale());
  const followers = s ? number(s.total_followers) : '';
  const reached = s ? number(s.reach) : '';
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={!s} data-testid="client-headline">
      <StatCard
        label={t`Total Followers`}
        value={s ? formatCompact(s.total_followers) : '—'}
        title={s ? t`${followers} followers` : undefined}
        icon={Users}
        detail={s && <TrendText trend={gainTrend(s.followers_change, s.growth_rate, OVER_30_DAYS)} />}
      />
      <StatCard
        label={t`Avg Engagement`}
        value={s ? formatPercent(s.engagement_rate) : '—'}
        icon={Heart}
        tone="success"
        detail={s && <TrendText trend={pointsTrend(s.engagement_change, OVER_30_DAYS)} />}
      />
      <StatCard
        label={t`Monthly Reach`}
        value={s ? formatCompact(s.reach) : '—'}
        title={s ? t`${reached} reached in the last 30 days` : undefined}
        icon={Eye}
        tone="neutral"
        detail={
          s && (
            <TrendText
              trend={percentVersusTrend(s.reach, s.reach_change_pct, t`vs the 30 days before`, { nullIsNone: true })}
            />
          )
        }
      />
      <StatCard
        label={t`Posts This Month`}
        value={s ? number(s.posts_this_month) : '—'}
        icon={CalendarDays}
        tone="warning"
        detail={s && <TrendText trend={countTrend(s.posts_change, t`vs last month`)} />}
      />
    </div>
  );
}
