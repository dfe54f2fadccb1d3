import { BrowserRouter } from 'react-router';
import { SessionProvider } from '@/lib/session';
import { ScrollToTop, UnauthorizedRedirect } from './router-effects';
import { AppRoutes } from './routes';

// Declarative routing on purpose: the data router adds ~16 KB gzipped to every first load and we use
// none of its loaders or actions; server state lives in TanStack Query inside the lazy route groups.
export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <UnauthorizedRedirect />
        <ScrollToTop />
        <AppRoutes />
      </SessionProvider>
    </BrowserRouter>
  );
}
