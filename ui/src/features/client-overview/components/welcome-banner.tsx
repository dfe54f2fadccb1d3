import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/button';
import type { User } from '@/lib/types';

/** 'Welcome back, {first name, else name, else there}!' as on the admin's overview; 'Welcome' the first time. */
function greetingName(user: User, there: string): string {
  return user.first_name?.trim() || user.name?.trim() || there;
}

export function WelcomeBanner({
  user,
  onRefresh,
  refreshing,
}: {
  user: User;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useLingui();
  const name = greetingName(user, t({ message: 'there', comment: "Greeting without a name: 'Welcome back, there!'" }));
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-600 to-brand-700 px-6 py-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
      <div className="min-w-0">
        {/* Two lines at most, so a 200-character name cannot push the page down; the title holds it all. */}
        <h2 className="line-clamp-2 text-2xl font-bold tracking-tight wrap-anywhere" title={name}>
          {user.previous_login_at === null ? (
            <Trans>
              Welcome, <bdi>{name}</bdi>!
            </Trans>
          ) : (
            <Trans>
              Welcome back, <bdi>{name}</bdi>!
            </Trans>
          )}
        </h2>
        <p className="mt-1 text-brand-100">
          <Trans>Here is what is happening with your accounts and content.</Trans>
        </p>
      </div>
      <Button
        variant="secondary"
        className="self-start sm:self-auto"
        icon={<RefreshCw className="size-4" aria-hidden="true" />}
        onClick={onRefresh}
        loading={refreshing}
      >
        <Trans>Refresh</Trans>
      </Button>
    </div>
  );
}
