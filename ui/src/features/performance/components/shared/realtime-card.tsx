import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { PlatformIcon } from '@/components/platform-icon';
import { cn } from '@/lib/cn';
import { formatCompact, formatPercent } from '@/lib/format';
import { signedCount } from '@/lib/trends';
import { freshness, updatedText } from '../../figures';
import { PLATFORM_LABELS, type RealtimeMetric } from '../../types';

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={cn('text-base font-semibold text-slate-900 tabular-nums', className)}>{value}</dd>
    </div>
  );
}

/**
 * One account's newest snapshot with when it was taken: 'Live' only while it is minutes old, 'Delayed' when
 * syncs were missed, no badge in between (the time says it).
 */
export function RealtimeCard({ metric, now, owner }: { metric: RealtimeMetric; now: Date; owner?: string }) {
  const { t } = useLingui();
  const fresh = freshness(metric.last_updated, now);
  const growth = metric.daily_growth;
  return (
    <article
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      data-testid="realtime-card"
      data-account={metric.account.id}
    >
      <header className="flex items-start gap-3">
        <PlatformIcon platform={metric.account.platform} className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <h3
            className="truncate text-sm font-semibold text-slate-900"
            dir="auto"
            title={`@${metric.account.username}`}
          >
            @{metric.account.username}
          </h3>
          <p className="truncate text-xs text-slate-500" dir="auto">
            {owner
              ? `${PLATFORM_LABELS[metric.account.platform]} · ${owner}`
              : PLATFORM_LABELS[metric.account.platform]}
          </p>
        </div>
        {fresh === 'live' ? (
          <Badge tone="success">
            <span
              className="mr-1 size-1.5 animate-pulse rounded-full bg-emerald-500 motion-reduce:animate-none"
              aria-hidden="true"
            />
            <Trans comment="Figures taken minutes ago">Live</Trans>
          </Badge>
        ) : fresh === 'delayed' ? (
          <Badge tone="warning">
            <Trans comment="Figures not synced for a while">Delayed</Trans>
          </Badge>
        ) : null}
      </header>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t`Followers`} value={formatCompact(metric.followers_count)} />
        <Figure
          label={t`Last day`}
          value={signedCount(growth)}
          className={growth > 0 ? 'text-emerald-700' : growth < 0 ? 'text-red-700' : undefined}
        />
        <Figure label={t`Engagement`} value={formatPercent(metric.engagement_rate)} />
        <Figure label={t`Reach`} value={formatCompact(metric.reach)} />
      </dl>
      <p className="mt-3 text-xs text-slate-500">
        <time dateTime={metric.last_updated}>{updatedText(metric.last_updated, now)}</time>
      </p>
    </article>
  );
}
