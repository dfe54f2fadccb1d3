import { Trans, useLingui } from '@lingui/react/macro';
import { Radio } from 'lucide-react';
import { Badge } from '@/components/badge';
import { PlatformIcon } from '@/components/platform-icon';
import { formatCompact } from '@/lib/format';
import { latestUpdates, platformState, type PlatformState } from '../../client-figures';
import { PLATFORM_LABELS, PLATFORMS, type Platform, type RealtimeMetric, type SocialAccount } from '../../types';
import { useNow } from '@/lib/use-now';
import { RealtimeCard } from '../shared/realtime-card';

function StateBadge({ state }: { state: PlatformState }) {
  if (state.state === 'connected') {
    return (
      <Badge tone="success">
        <Trans>Connected</Trans>
      </Badge>
    );
  }
  if (state.state === 'coming_soon') {
    return (
      <Badge tone="brand">
        <Trans>Coming Soon</Trans>
      </Badge>
    );
  }
  return (
    <Badge>
      <Trans>Not Connected</Trans>
    </Badge>
  );
}

function PlatformCard({ platform, accounts }: { platform: Platform; accounts: readonly SocialAccount[] }) {
  const { t } = useLingui();
  const state = platformState(accounts, platform);
  const name = PLATFORM_LABELS[platform];
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid={`platform-${platform}`}>
      <header className="flex items-center gap-3">
        <PlatformIcon platform={platform} className="size-10 shrink-0" />
        <h3 className="flex-1 text-sm font-semibold text-slate-900">{PLATFORM_LABELS[platform]}</h3>
        <StateBadge state={state} />
      </header>
      {state.state === 'connected' ? (
        <ul className="mt-4 space-y-1 text-sm">
          {state.accounts.map((account) => (
            <li key={account.id} className="flex justify-between gap-3">
              <span className="truncate text-slate-700" dir="auto">
                @{account.username}
              </span>
              <span className="shrink-0 font-medium text-slate-900">
                <Trans>{formatCompact(account.followers_count)} followers</Trans>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-500">
          {state.state === 'coming_soon'
            ? t`${name} connections are coming soon.`
            : t`Connect ${name} from your Overview to see its figures here.`}
        </p>
      )}
    </article>
  );
}

/** Instagram, YouTube and TikTok, connected or not, and the newest real-time updates (5 at most). */
export function PlatformsTab({
  accounts,
  realtime,
}: {
  accounts: readonly SocialAccount[];
  realtime: readonly RealtimeMetric[];
}) {
  const now = useNow();
  const updates = latestUpdates(realtime);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {PLATFORMS.map((platform) => (
          <PlatformCard key={platform} platform={platform} accounts={accounts} />
        ))}
      </div>
      <section aria-labelledby="realtime-updates" className="space-y-3">
        <h2 id="realtime-updates" className="text-base font-semibold text-slate-900">
          <Trans>Real-time updates</Trans>
        </h2>
        {updates.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Radio className="size-4" aria-hidden="true" /> <Trans>No real-time data yet.</Trans>
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {updates.map((metric) => (
              <RealtimeCard key={metric.account.id} metric={metric} now={now} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
