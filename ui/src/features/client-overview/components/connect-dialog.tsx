import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { PlatformIcon } from '@/components/platform-icon';
import { errorMessage } from '@/lib/api-errors';
import { useOAuthProviders } from '../api/get-oauth-providers';
import { providerStatus } from '../overview-figures';
import { CONNECT_PLATFORMS, OVERVIEW_TEXT, PLATFORM_LABELS, type Platform, type SocialAccount } from '../types';

const BLURB: Record<Platform, MessageDescriptor> = {
  instagram: msg`Followers, reach and engagement of an Instagram professional account.`,
  youtube: msg`Subscribers, views and videos of your YouTube channel.`,
  tiktok: msg`TikTok connections are on their way.`,
};

interface Props {
  open: boolean;
  onClose: () => void;
  accounts: readonly SocialAccount[];
  connecting: Platform | null;
  error: string | null;
  onConnect: (platform: Platform) => void;
}

/**
 * Connect Social Media Account: Instagram and YouTube as the server offers them ('available' connects,
 * 'not_configured' is shown disabled with why), TikTok 'Coming Soon' (spec 001 sections 1 and 2.4).
 */
export function ConnectDialog({ open, onClose, accounts, connecting, error, onConnect }: Props) {
  const { t } = useLingui();
  const providers = useOAuthProviders(open);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Connect Social Media Account`}
      description={t`A window opens where you sign in to the platform and allow Atrium to read your statistics.`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {providers.isError && (
        <Alert tone="error" className="mb-4">
          {errorMessage(providers.error, t`Could not load the platforms you can connect.`)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void providers.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </Alert>
      )}
      <ul className="space-y-3" aria-label={t`Platforms`}>
        {CONNECT_PLATFORMS.map((platform) => {
          const status = providerStatus(providers.data, platform);
          const label = PLATFORM_LABELS[platform];
          const connected = accounts.filter((account) => account.platform === platform && account.is_active);
          const isConnecting = connecting === platform;
          return (
            <li key={platform} className="flex items-center gap-3 rounded-xl p-3 ring-1 ring-slate-200">
              <PlatformIcon platform={platform} className="size-10 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {label}
                  {connected.length > 0 && (
                    <Badge tone="success">
                      <Trans>Connected</Trans>
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-slate-500">
                  {status === 'not_configured' ? t(OVERVIEW_TEXT.notConfigured) : t(BLURB[platform])}
                </p>
                {connected.length > 0 && (
                  <p className="truncate text-xs text-slate-500">
                    {connected.map((account) => `@${account.username}`).join(', ')}
                  </p>
                )}
              </div>
              {status === 'coming_soon' ? (
                <Badge>{t(OVERVIEW_TEXT.comingSoon)}</Badge>
              ) : status === 'unknown' && providers.isPending ? (
                <Spinner label={t`Checking ${label}`} className="text-brand-600" />
              ) : (
                <Button
                  size="sm"
                  onClick={() => onConnect(platform)}
                  disabled={status !== 'available' || (connecting !== null && !isConnecting)}
                  loading={isConnecting}
                  aria-label={isConnecting ? t`Connecting... ${label}` : t`Connect ${label}`}
                  title={status === 'not_configured' ? t(OVERVIEW_TEXT.notConfigured) : undefined}
                >
                  {isConnecting ? (
                    t(OVERVIEW_TEXT.connecting)
                  ) : connected.length > 0 ? (
                    <Trans>Add another</Trans>
                  ) : (
                    <Trans>Connect</Trans>
                  )}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
