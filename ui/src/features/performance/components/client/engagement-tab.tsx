import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { PlatformIcon } from '@/components/platform-icon';
import { formatCompact, formatPercent } from '@/lib/format';
import { accountsForCards } from '../../client-figures';
import { PLATFORM_LABELS, type RealtimeMetric, type SocialAccount } from '../../types';
import { AccountDetailsModal } from './account-details-modal';

function AccountCard({ account, onDetails }: { account: SocialAccount; onDetails: () => void }) {
  const { t } = useLingui();
  const username = account.username;
  const platform = PLATFORM_LABELS[account.platform];
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="engagement-card">
      <header className="flex items-start gap-3">
        <PlatformIcon platform={account.platform} className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-sm font-semibold text-slate-900" dir="auto" title={`@${account.username}`}>
            @{account.username}
          </h3>
          <p className="text-xs text-slate-500">{PLATFORM_LABELS[account.platform]}</p>
        </div>
        {!account.is_active && (
          <Badge>
            <Trans>Disconnected</Trans>
          </Badge>
        )}
      </header>
      <p className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{formatPercent(account.engagement_rate)}</p>
      <p className="text-xs text-slate-500">
        <Trans>engagement rate</Trans>
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">
            <Trans>Followers</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">{formatCompact(account.followers_count)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">
            <Trans context="noun">Posts</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">{formatCompact(account.posts_count)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">
            <Trans>Reach</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">{formatCompact(account.reach)}</dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        size="sm"
        className="mt-4 w-full"
        onClick={onDetails}
        // One client may use the same name on two platforms: the name says which card this is.
        aria-label={t`View Details of @${username} on ${platform}`}
      >
        <Trans>View Details</Trans>
      </Button>
    </article>
  );
}

/** A card per account with its engagement; View Details opens the account's own figures. */
export function EngagementTab({
  accounts,
  realtime,
}: {
  accounts: readonly SocialAccount[];
  realtime: readonly RealtimeMetric[];
}) {
  const [open, setOpen] = useState<SocialAccount | null>(null);
  if (accounts.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>No accounts connected yet.</Trans>
      </p>
    );
  }
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {accountsForCards(accounts).map((account) => (
          <AccountCard key={account.id} account={account} onDetails={() => setOpen(account)} />
        ))}
      </div>
      {open && (
        <AccountDetailsModal
          account={open}
          metric={realtime.find((metric) => metric.account.id === open.id)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
