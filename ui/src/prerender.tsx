// The build renders every public page once to HTML (scripts/prerender.mjs, under Vite's SSR loader), with a
// branding document whose texts are placeholders; the server fills them from its own branding whenever it
// renders the page, so the first paint needs no script and shows the agency's real words, and the app
// hydrates that HTML instead of replacing it.
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppContent } from './app/app';
import { DashboardFrame, fillDashboardFrame } from './features/dashboard/components/dashboard-frame';
import { preloadPage } from './app/lazy-page';
import { BrandingProvider } from './lib/branding';
import { activateLocale, i18n, type Locale } from './lib/i18n';
import type { Branding } from './lib/branding-types';
import { PrerenderContext } from './lib/prerender';
import { StaticSessionProvider } from './lib/session';

export interface RenderedPage {
  html: string;
  title: string | null;
  description: string | null;
  /**
   * What belongs in the page's <head> besides its title and description: the hreflang alternates
   * (features/marketing's PageMeta), taken out of `html`, where React's string renderer puts them. In the
   * browser React hoists the same links into the head itself, so the hydrated page finds none in its root.
   */
  head?: string;
}

const ALTERNATE = /<link rel="alternate"[^>]*\/>/g;

/** The page's HTML without its hreflang links, and those links as the head carries them. */
export function splitHead(html: string): { html: string; head: string } {
  const links = html.match(ALTERNATE) ?? [];
  return { html: html.replace(ALTERNATE, ''), head: links.join('').replaceAll('hrefLang=', 'hreflang=') };
}

export { OFFERED } from './lib/i18n';

/** `path` as a signed-out reader of `locale` first sees it (`?lang=xx` picks that language). */
export async function renderPage(
  path: string,
  branding: Branding,
  year: string,
  locale: Locale = 'en',
): Promise<RenderedPage> {
  await preloadPage(path);
  await activateLocale(locale);
  let title: string | null = null;
  let description: string | null = null;
  const prerender = {
    year,
    setMeta: (pageTitle: string, pageDescription: string) => {
      title = pageTitle;
      description = pageDescription;
    },
  };
  // The same tree as main.tsx renders, with the static router and a signed-out session: the browser hydrates
  // this HTML when nobody is signed in (main.tsx).
  const html = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PrerenderContext.Provider value={prerender}>
          <BrandingProvider value={branding}>
            <StaticRouter location={path}>
              <StaticSessionProvider>
                <AppContent />
              </StaticSessionProvider>
            </StaticRouter>
          </BrandingProvider>
        </PrerenderContext.Provider>
      </I18nProvider>
    </StrictMode>,
  );
  await activateLocale('en');
  return { ...splitHead(html), title, description };
}

/**
 * /dashboard's HTML: the frame without a user, which the inline script (the source of fillDashboardFrame)
 * completes from the stored session before the first paint. Never hydrated: the app renders it afresh.
 */
export function renderDashboardFrame(branding: Branding): RenderedPage & { script: string } {
  const html = renderToString(
    <BrandingProvider value={branding}>
      <StaticRouter location="/dashboard">
        <DashboardFrame />
      </StaticRouter>
    </BrandingProvider>,
  );
  return { html, title: null, description: null, script: `(${fillDashboardFrame.toString()})();` };
}
