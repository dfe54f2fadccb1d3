import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { applyBrandColors, BrandingProvider, loadBranding } from './lib/branding';
import { checkStoredSessionEarly } from './lib/session-check';
import './index.css';

const root = createRoot(document.getElementById('root')!);
checkStoredSessionEarly();

// Synchronous in production (the server inlines the document), one request under `vite dev`. The first
// render also waits for the open page's code: until then the page's HTML from the server stays (web.rs),
// and React replaces it in one commit with the same page, never with a loading spinner in between.
Promise.all([loadBranding(), preloadPage(window.location.pathname)])
  .then(([branding]) => {
    applyBrandColors(branding.colors);
    // A transition renders in time slices, so the first render does not block input as one long task.
    startTransition(() => {
      root.render(
        <StrictMode>
          <BrandingProvider value={branding}>
            <App />
          </BrandingProvider>
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<p style={{ padding: '2rem' }}>The site settings could not be loaded. Please reload the page.</p>);
  });
