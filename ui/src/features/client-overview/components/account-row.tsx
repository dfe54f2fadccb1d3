import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, CheckCircle2, Clock, Link2, RefreshCw, Unplug, XCircle } from 'lucide-react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { PlatformIcon } from '@/components/platform-icon';
import { cn } from '@/lib/cn';
import { formatCompact, formatPercent } from '@/lib/format';
import { syncLine, type SyncLine } from '../overview-figures';
import { OVERVIEW_TEXT, PLATFORM_LABELS, type SocialAccount } from '../types';

const lineLook: Record<SyncLine['tone'], { icon: typeof Clock; className: string }> = {
  ok: { icon: CheckCircle2, className: 'text-emerald-700' },
  pending: { icon: Clock, className: 'text-slate-500' },
  failed: { icon: XCircle, className: 'text-red-700' },
  reauth: { icon: AlertTriangle, className: 'text-amber-800' },
};

interface Props {
  account: SocialAccount;
  /** This account's sync is running (or waiting for the reload that follows it). */
  syncing: boolean;
  /** Another sync or a connect is running: the buttons wait. */
  busy: boolean;
  connectingThis: boolean;
  /** The platform can be connected now (the agency set it up; not TikTok). */
  canReconnect: boolean;
  /** The seat manages accounts (connect, disconnect): the owner's. */
  canManage: boolean;
  onSync: () => void;
  onDisconnect: () => void;
  onReconnect: () => void;
}

/** One account: its figures, its sync status in words, and what can be done with it. */
export function AccountRow({
  account,
  syncing,
  busy,
  connectingThis,
  canReconnect,
  canManage,
  onSync,
  onDisconnect,
  onReconnect,
}: Props) {
  const { t } = useLingui();
  const line = syncLine(account);
  const { icon: LineIcon, className } = lineLook[line.tone];
  const label = PLATFORM_LABELS[account.platform] ?? account.platform;
  const name = `@${account.username}`;
  const followers = formatCompact(account.followers_count);
  const engagement = formatPercent(account.engagement_rate);
  const posts = formatCompact(account.posts_count);
  // Connected before Atrium asked for permission to publish: a new Connect grants it.
  const needsPublishing = account.is_active && account.needs_reconnect;
  const reconnect = canManage && canReconnect && (!account.is_active || line.tone === 'reauth' || needsPublishing);
  return (
    <li
      // Always stacked: the card is half the page wide at most, and the buttons need a line of their own.
      className={cn('flex flex-col gap-2.5 py-4', !account.is_active && 'opacity-75')}
      aria-label={`${label} ${name}`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <PlatformIcon platform={account.platform} className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="truncate font-semibold text-slate-900" title={name}>
              <bdi>{name}</bdi>
            </span>
            <span className="text-xs text-slate-500">{label}</span>
            {account.demo && (
              <Badge>
                <Trans>Demo</Trans>
              </Badge>
            )}
            {!account.is_active && (
              <Badge tone="neutral">
                <Trans>Disconnected</Trans>
              </Badge>
            )}
            {needsPublishing && (
              <Badge tone="warning">
                <Trans>Reconnect to publish</Trans>
              </Badge>
            )}
          </p>
          <p className="mt-0.5 text-sm text-slate-600 tabular-nums">
            <Trans>
              {followers} followers · {engagement} engagement · {posts} posts
            </Trans>
          </p>
          {account.is_active && (
            <p className={cn('mt-1 flex items-start gap-1.5 text-xs font-medium wrap-anywhere', className)}>
              <LineIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              <span>{line.text}</span>
            </p>
          )}
        </div>
      </div>
      {(reconnect || account.is_active) && (
        <div className="flex flex-wrap gap-2 pl-13">
          {reconnect && (
            <Button
              size="sm"
              variant={account.is_active ? 'primary' : 'secondary'}
              icon={<Link2 className="size-4" aria-hidden="true" />}
              onClick={onReconnect}
              disabled={busy}
              loading={connectingThis}
              aria-label={t`Reconnect ${label} ${name}`}
            >
              {connectingThis ? t(OVERVIEW_TEXT.connecting) : <Trans>Reconnect</Trans>}
            </Button>
          )}
          {account.is_active && line.tone !== 'reauth' && (
            <Button
              size="sm"
              variant="secondary"
              icon={<RefreshCw className={cn('size-4', syncing && 'animate-spin')} aria-hidden="true" />}
              onClick={onSync}
              disabled={busy || syncing}
              aria-label={t`Sync ${label} ${name}`}
            >
              {syncing ? <Trans>Syncing...</Trans> : <Trans>Sync</Trans>}
            </Button>
          )}
          {canManage && account.is_active && (
            <Button
              size="sm"
              variant="ghost"
              icon={<Unplug className="size-4" aria-hidden="true" />}
              onClick={onDisconnect}
              disabled={busy || syncing}
              aria-label={t`Disconnect ${label} ${name}`}
            >
              <Trans>Disconnect</Trans>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
