import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Branding } from './lib/branding-types';
import { renderPage, splitHead } from './prerender';

const branding = JSON.parse(
  // Vitest runs from ui/; the built-in branding document is the repository's.
  readFileSync(path.resolve('../assets/branding.json'), 'utf8'),
) as Branding;

describe('the prerendered head', () => {
  it('carries each public page’s hreflang alternates, and its root none', async () => {
    for (const path of ['/', '/about', '/services/instagram']) {
      const page = await renderPage(path, branding, '2026');
      // Under the test's DOM the links are this window's; the build has no window and renders the path
      // alone, which the server prefixes with its public address (web.rs).
      const url = `${window.location.origin}${path}`;
      expect(page.head).toBe(
        ['en', 'de', 'es', 'fr', 'sq']
          .map((code) => `<link rel="alternate" hreflang="${code}" href="${url}?lang=${code}"/>`)
          .join('') + `<link rel="alternate" hreflang="x-default" href="${url}"/>`,
      );
      expect(page.html).not.toContain('rel="alternate"');
    }
  });

  it('renders a page in the language asked for, and goes back to English after it', async () => {
    const german = await renderPage('/contact', branding, '2026', 'de');
    expect(german.html).toContain('Schreiben Sie uns');
    expect(german.html).not.toContain('Send us a message');
    const english = await renderPage('/contact', branding, '2026');
    expect(english.html).toContain('Send us a message');
  });

  it('takes the links out wherever React put them', () => {
    expect(splitHead('<title>A</title><link rel="alternate" hrefLang="de" href="/a?lang=de"/><main>x</main>')).toEqual({
      html: '<title>A</title><main>x</main>',
      head: '<link rel="alternate" hreflang="de" href="/a?lang=de"/>',
    });
  });
});
