import { Plural, Trans } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { PlatformIcon } from '@/components/platform-icon';
import { cn } from '@/lib/cn';
import { activeAccountFor, type SocialAccount } from '../../api/client-social-accounts';
import { PLATFORM_LABELS, SOCIAL_PLATFORMS, type ContentStats, type SocialPlatform } from '../../types';

interface Props {
  stats: ContentStats | undefined;
  accounts: SocialAccount[] | undefined;
  selected: SocialPlatform | 'all';
  onToggle: (platform: SocialPlatform) => void;
}

/** One card per platform: its post count and connected account; a click filters the grid to it and back. */
export function PlatformCards({ stats, accounts, selected, onToggle }: Props) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {SOCIAL_PLATFORMS.map((platform) => {
        const account = activeAccountFor(accounts, platform);
        const count = stats?.[platform];
        const pressed = selected === platform;
        return (
          <button
            key={platform}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(platform)}
            className={cn(
              'flex min-w-0 items-center gap-3 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 transition-colors hover:bg-slate-50',
              pressed ? 'ring-2 ring-brand-500' : 'ring-slate-200',
            )}
          >
            <PlatformIcon platform={platform} className="size-11 shrink-0" />
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">{PLATFORM_LABELS[platform]}</span>
                <span className="text-sm text-slate-500">
                  {count === undefined ? '—' : <Plural value={count} one="# post" other="# posts" />}
                </span>
              </span>
              <span className="mt-1 block truncate text-sm text-slate-600">
                {account ? (
                  <bdi>@{account.username}</bdi>
                ) : accounts ? (
                  <Badge tone="neutral">
                    <Trans>Not Connected</Trans>
                  </Badge>
                ) : (
                  '…'
                )}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
