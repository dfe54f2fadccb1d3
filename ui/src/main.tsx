import { t } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/lazy-page';
import { applyBrandColors, BrandingProvider, loadBranding } from './lib/branding';
import { loadMoney } from './lib/currency';
import { activateLocale, i18n, pickLocale } from './lib/i18n';
import { REVIEW_PREFIX } from './lib/paths';
import { checkStoredSessionEarly } from './lib/session-check';
import { getToken } from './lib/storage';
import './index.css';

const container = document.getElementById('root')!;
// The server sends a public page with its HTML already rendered (web.rs marks it). React takes that HTML
// over as it is when its own first render is the same, which is when nobody is signed in (the page was
// rendered for a signed-out visitor); otherwise it renders afresh over it, in one commit.
const locale = pickLocale();
// The server names the language it rendered the HTML in (each page exists in each offered language, asked
// for with ?lang=): a reader who starts in another one (a saved choice) gets the page rendered afresh.
const hydrate = container.getAttribute('data-prerendered') === locale && getToken() === null;
checkStoredSessionEarly();
// A review link's page asks for its posts as the app starts; the code that asks comes only on that page,
// so no other page's first load carries it.
if (window.location.pathname.startsWith(REVIEW_PREFIX))
  void import('./lib/early-review').then((m) => m.fetchReviewEarly(window.location.pathname));

// Synchronous in production (the server inlines the document), one request under `vite dev`. The first
// render also waits for the open page's code, so it renders the page itself, never a loading spinner, and
// for the agency's currency (a small public answer, asked alongside), so no amount is first drawn in dollars
// and then redrawn; it never fails: without an answer amounts stay in USD. A reader in another language
// waits for that language's catalog too, so no English flashes first.
Promise.all([
  loadBranding(),
  preloadPage(window.location.pathname),
  loadMoney(),
  activateLocale(locale).catch(() => undefined),
])
  .then(([branding]) => {
    applyBrandColors(branding.colors);
    const app = (
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <BrandingProvider value={branding}>
            <App />
          </BrandingProvider>
        </I18nProvider>
      </StrictMode>
    );
    // A transition renders in time slices, so the first render does not block input as one long task.
    if (hydrate) {
      startTransition(() => void hydrateRoot(container, app));
      return;
    }
    const root = createRoot(container);
    startTransition(() => root.render(app));
  })
  .catch((error: unknown) => {
    console.error(error);
    createRoot(container).render(
      <p style={{ padding: '2rem' }}>{t`The site settings could not be loaded. Please reload the page.`}</p>,
    );
  });
