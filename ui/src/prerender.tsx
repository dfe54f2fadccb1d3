// The build renders every public page once to HTML (scripts/prerender.mjs, under Vite's SSR loader), with a
// branding document whose texts are placeholders; the server fills them from its own branding whenever it
// renders the page, so the first paint needs no script and shows the agency's real words.
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/routes';
import { BrandingProvider } from './lib/branding';
import type { Branding } from './lib/branding-types';
import { PrerenderContext } from './lib/prerender';
import { StaticSessionProvider } from './lib/session';

export interface RenderedPage {
  html: string;
  title: string | null;
  description: string | null;
}

export async function renderPage(path: string, branding: Branding): Promise<RenderedPage> {
  await preloadPage(path);
  let title: string | null = null;
  let description: string | null = null;
  const prerender = {
    setMeta: (pageTitle: string, pageDescription: string) => {
      title = pageTitle;
      description = pageDescription;
    },
  };
  const html = renderToStaticMarkup(
    <PrerenderContext.Provider value={prerender}>
      <StaticRouter location={path}>
        <StaticSessionProvider>
          <BrandingProvider value={branding}>
            <AppRoutes />
          </BrandingProvider>
        </StaticSessionProvider>
      </StaticRouter>
    </PrerenderContext.Provider>,
  );
  return { html, title, description };
}
