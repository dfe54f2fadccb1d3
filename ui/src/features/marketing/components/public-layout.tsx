import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/spinner';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        <Suspense
          fallback={
            // A full screen of room while a page's code loads keeps the footer below the fold, so the page
            // arriving moves nothing the visitor can see (no layout shift).
            <div className="flex min-h-dvh justify-center py-24 text-brand-600">
              <Spinner className="size-8" label="Loading..." />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
