import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DeleteDialog } from '@/components/delete-dialog';
import { cn } from '@/lib/cn';
import { useDisconnectAccount } from '../api/disconnect-account';
import { useOAuthProviders } from '../api/get-oauth-providers';
import { hasActiveAccount, providerStatus, sortAccounts } from '../overview-figures';
import { OVERVIEW_TEXT, PLATFORM_LABELS, type Platform, type SocialAccount } from '../types';
import { AccountRow } from './account-row';
import { useAccountSync } from './use-account-sync';
import { useNotice } from './use-notice';

interface Props {
  accounts: SocialAccount[];
  connecting: Platform | null;
  onConnect: () => void;
  onReconnect: (platform: Platform) => void;
  /** The seat connects and disconnects accounts (the owner's); other seats see and sync them. */
  canManage: boolean;
}

/** The client's accounts with Sync, Disconnect (after a confirmation) and Reconnect, and Sync All. */
export function ConnectedAccounts({ accounts, connecting, onConnect, onReconnect, canManage }: Props) {
  const { t } = useLingui();
  const notice = useNotice();
  const { syncing, syncOne, syncEvery } = useAccountSync(notice.show);
  const disconnect = useDisconnectAccount();
  // Reconnect only where a connect can work: not TikTok, not a platform the agency has not set up.
  const providers = useOAuthProviders(canManage);
  const canConnect = (platform: Platform) => providerStatus(providers.data, platform) === 'available';
  const [leaving, setLeaving] = useState<SocialAccount | null>(null);
  const sorted = sortAccounts(accounts);
  const active = hasActiveAccount(accounts);
  const busy = syncing !== null || connecting !== null;
  const leftName = leaving?.username ?? '';
  const leavingText = (account: SocialAccount) => {
    const username = account.username;
    const platform = PLATFORM_LABELS[account.platform];
    return t`Disconnect @${username} from ${platform}? Its history is kept, and you can reconnect it at any time.`;
  };

  return (
    <Card
      title={t`Connected Accounts`}
      description={active ? undefined : t`No account connected yet.`}
      actions={
        <div className="flex flex-wrap gap-2">
          {active && (
            <Button
              size="sm"
              variant="secondary"
              icon={<RefreshCw className={cn('size-4', syncing === 'all' && 'animate-spin')} aria-hidden="true" />}
              onClick={syncEvery}
              disabled={busy}
            >
              {syncing === 'all' ? <Trans>Syncing...</Trans> : <Trans>Sync All</Trans>}
            </Button>
          )}
          {canManage && (
            <Button size="sm" onClick={onConnect}>
              <Trans>Connect</Trans>
            </Button>
          )}
        </div>
      }
    >
      {notice.notice && (
        <Alert tone={notice.notice.tone} className="mb-2">
          <span className="wrap-anywhere">{notice.notice.text}</span>
        </Alert>
      )}
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-500">
          {canManage ? (
            <Trans>Connect Instagram or YouTube to see your accounts here.</Trans>
          ) : (
            <Trans>The accounts your team connects show up here.</Trans>
          )}
        </p>
      ) : (
        <ul className="-my-4 divide-y divide-slate-100" aria-label={t`Your social accounts`}>
          {sorted.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              syncing={syncing === account.id || (syncing === 'all' && account.is_active)}
              busy={busy}
              connectingThis={connecting === account.platform}
              canReconnect={canConnect(account.platform)}
              canManage={canManage}
              onSync={() => syncOne(account)}
              onDisconnect={() => setLeaving(account)}
              onReconnect={() => onReconnect(account.platform)}
            />
          ))}
        </ul>
      )}
      <DeleteDialog
        open={leaving !== null}
        title={t`Disconnect account`}
        message={leaving ? leavingText(leaving) : ''}
        confirmLabel={t`Disconnect`}
        onDelete={() => disconnect.mutateAsync(leaving!.id)}
        pending={disconnect.isPending}
        failed={t(OVERVIEW_TEXT.disconnectFailed)}
        thing={t({ message: 'account', comment: 'What failed to be removed, in an error sentence' })}
        onClose={() => setLeaving(null)}
        onDeleted={() => notice.show({ tone: 'success', text: t`@${leftName} disconnected.` })}
      />
    </Card>
  );
}
