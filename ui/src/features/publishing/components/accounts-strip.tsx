import { i18n } from '@/lib/i18n';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { PlatformIcon } from '@/components/platform-icon';
import { TruncatedText } from '@/components/truncated-text';
import type { PublishingAccount } from '../types';

/** '12 of 100 posts in 24 h', when Instagram told the account's quota. */
export function quotaText(account: Pick<PublishingAccount, 'quota_used' | 'quota_total'>): string | null {
  if (account.quota_used === null || account.quota_total === null) return null;
  const used = account.quota_used;
  const total = account.quota_total;
  return i18n._(msg`${used} of ${total} posts in 24 h`);
}

/** The accounts posts go out on: ready or to reconnect, Instagram's quota, and a paused client. */
export function AccountsStrip({ accounts }: { accounts: readonly PublishingAccount[] }) {
  const { t } = useLingui();
  if (accounts.length === 0)
    return (
      <p className="rounded-xl bg-white px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
        <Trans>No connected accounts yet: a client connects Instagram or YouTube from its overview.</Trans>
      </p>
    );
  return (
    <section aria-label={t`Accounts`}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {accounts.map((account) => {
          const quota = quotaText(account);
          return (
            <li
              key={account.id}
              data-testid={`publishing-account-${account.id}`}
              className="flex min-w-0 items-start gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
            >
              <PlatformIcon platform={account.platform} className="size-9 shrink-0" />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="truncate text-sm font-semibold text-slate-900" title={`@${account.username}`}>
                  <bdi>@{account.username}</bdi>
                </p>
                <TruncatedText as="p" text={account.client_name} className="text-xs text-slate-600" />
                <div className="flex flex-wrap items-center gap-1.5">
                  {account.needs_reconnect ? (
                    <Badge tone="warning">
                      <Trans>Reconnect for publishing</Trans>
                    </Badge>
                  ) : account.can_publish ? (
                    <Badge tone="success">
                      <Trans>Ready to publish</Trans>
                    </Badge>
                  ) : (
                    <Badge>
                      <Trans>Cannot publish</Trans>
                    </Badge>
                  )}
                  {account.paused && (
                    <Badge tone="warning">
                      <Trans>Publishing paused</Trans>
                    </Badge>
                  )}
                </div>
                {quota && <p className="text-xs text-slate-600">{quota}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
