import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from '@/lib/session';
import { LanguageSync } from './language-sync';
import { ScrollToTop, UnauthorizedRedirect } from './router-effects';
import { AppRoutes } from './routes';

// Declarative routing on purpose: the data router adds ~16 KB gzipped to every first load and we use
// none of its loaders or actions; server state lives in TanStack Query inside the lazy route groups.
export function App() {
  // Says on <html> that the app has taken the server's HTML over (its controls work from now on): what a
  // check of the finished page, such as an accessibility scan, waits for.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <BrowserRouter>
      <SessionProvider>
        <LanguageSync />
        <AppContent />
      </SessionProvider>
    </BrowserRouter>
  );
}

/** Everything inside the router and session: the build prerenders this same tree (src/prerender.tsx), so the
 * ids React derives from the tree's shape (useId) match when the browser hydrates that HTML. */
export function AppContent() {
  return (
    <>
      <UnauthorizedRedirect />
      <ScrollToTop />
      <AppRoutes />
    </>
  );
}
