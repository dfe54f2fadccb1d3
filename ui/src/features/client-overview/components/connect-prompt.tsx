import { Trans } from '@lingui/react/macro';
import { Link2 } from 'lucide-react';
import { Button } from '@/components/button';

/** Shown while the client has no active account: nothing to measure or post to until one is connected. */
export function ConnectPrompt({ onConnect }: { onConnect: () => void }) {
  return (
    <section
      aria-labelledby="connect-prompt-title"
      className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:p-6"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-sm">
          <Link2 className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="connect-prompt-title" className="text-base font-semibold text-slate-900">
            <Trans>Connect your social media accounts</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Link Instagram or YouTube so your team can track followers, reach and engagement, and plan posts for you.
            </Trans>
          </p>
        </div>
      </div>
      <Button onClick={onConnect} className="self-start sm:self-auto">
        <Trans>Connect Account</Trans>
      </Button>
    </section>
  );
}
