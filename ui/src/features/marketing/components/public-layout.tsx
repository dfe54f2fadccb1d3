import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/spinner';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

export function PublicLayout() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      <PublicHeader />
      {/* The footer waits with the page: a short page arriving would otherwise pull the footer up into view
          (a layout shift), and a full screen of room for the spinner keeps it out of view meanwhile. */}
      <Suspense
        fallback={
          <main id="main" className="flex min-h-dvh flex-1 justify-center py-24 text-brand-600">
            <Spinner className="size-8" label={t`Loading...`} />
          </main>
        }
      >
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <PublicFooter />
      </Suspense>
    </div>
  );
}
