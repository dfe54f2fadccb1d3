import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { QueryState } from '@/components/query-state';
import { formatDate, formatPercent, formatRelativeTime } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { signedCount } from '@/lib/trends';
import { HISTORY_DAYS, useAccountHistory } from '../../api/get-account-history';
import { untilText } from '../../figures';
import { useNow } from '@/lib/use-now';
import { PLATFORM_LABELS, type RealtimeMetric, type SocialAccount, type SyncStatus } from '../../types';
import { AccountHistoryChart } from './account-history-chart';
import { AccountPosts } from './account-posts';

const SYNC_LABELS: Record<SyncStatus, { text: MessageDescriptor; tone: 'success' | 'warning' | 'danger' | 'neutral' }> =
  {
    never: { text: msg`Not synced yet`, tone: 'neutral' },
    ok: { text: msg`Synced`, tone: 'success' },
    failed: { text: msg`Last sync failed`, tone: 'danger' },
    reauthorization_needed: { text: msg`Reconnect needed`, tone: 'warning' },
  };

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-2">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

interface Props {
  account: SocialAccount;
  metric: RealtimeMetric | undefined;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * One account's own figures as the server holds them, exact rather than abbreviated, then its history over
 * the last days (GET /social-accounts/{id}/history/) and the figures of the posts published from it.
 */
export function AccountDetailsModal({ account, metric, onClose }: Props) {
  const { t } = useLingui();
  const sync = SYNC_LABELS[account.sync_status];
  const platform = PLATFORM_LABELS[account.platform];
  const now = useNow();
  const youtube = account.platform === 'youtube';
  const number = (value: number) => value.toLocaleString(intlLocale());
  const history = useAccountHistory(account.id);
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={<bdi>@{account.username}</bdi>}
      description={t`${platform} account`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <div className="space-y-4" data-testid="account-details">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={sync.tone}>{t(sync.text)}</Badge>
          {!account.is_active && (
            <Badge>
              <Trans>Disconnected</Trans>
            </Badge>
          )}
          {account.is_active && account.needs_reconnect && (
            <Badge tone="warning">
              <Trans>Reconnect to publish</Trans>
            </Badge>
          )}
        </div>
        {account.sync_error && <p className="text-sm text-red-700">{account.sync_error}</p>}
        {/* Two columns from sm up keep the dialog short enough to reach the history without much scrolling. */}
        <dl className="grid text-sm sm:grid-cols-2 sm:gap-x-8">
          <Row label={t`Followers`} value={number(account.followers_count)} />
          {metric && <Row label={t`Followers, last day`} value={signedCount(metric.daily_growth)} />}
          {/* YouTube says nothing of the channels one follows: the server sends null, so no row. */}
          {account.following_count !== null && <Row label={t`Following`} value={number(account.following_count)} />}
          <Row
            label={youtube ? t`Videos` : t({ message: 'Posts', context: 'noun' })}
            value={number(account.posts_count)}
          />
          <Row label={t`Engagement rate`} value={formatPercent(account.engagement_rate)} />
          <Row label={youtube ? t`Views gained, last day` : t`Reach, last day`} value={number(account.reach)} />
          {youtube && <Row label={t`Lifetime views`} value={number(account.views)} />}
          <Row
            label={t`Last synced`}
            value={account.last_sync ? formatRelativeTime(account.last_sync, now) : t`Never`}
          />
          {account.is_active && account.next_sync && (
            <Row label={t`Next sync`} value={untilText(account.next_sync, now)} />
          )}
          <Row label={t`Connected since`} value={formatDate(account.created_at)} />
        </dl>
        <QueryState
          query={history}
          loading={t`Loading the account's history`}
          failed={t`Could not load the account's history.`}
          size="panel"
        >
          {(data) => (
            <>
              <Section title={t`Last ${HISTORY_DAYS} days`}>
                <AccountHistoryChart snapshots={data.snapshots} platform={account.platform} />
              </Section>
              <Section title={t({ message: 'Posts', context: 'noun' })}>
                <AccountPosts posts={data.posts} username={account.username} />
              </Section>
            </>
          )}
        </QueryState>
      </div>
    </Modal>
  );
}
