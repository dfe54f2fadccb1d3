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
      const query = (code: string) => `${path}?lang=${code}`;
      expect(page.head).toBe(
        ['en', 'de', 'es', 'fr', 'sq']
          .map((code) => `<link rel="alternate" hreflang="${code}" href="${query(code)}"/>`)
          .join('') + `<link rel="alternate" hreflang="x-default" href="${path}"/>`,
      );
      expect(page.html).not.toContain('rel="alternate"');
    }
  });

  it('takes the links out wherever React put them', () => {
    expect(splitHead('<title>A</title><link rel="alternate" hrefLang="de" href="/a?lang=de"/><main>x</main>')).toEqual({
      html: '<title>A</title><main>x</main>',
      head: '<link rel="alternate" hreflang="de" href="/a?lang=de"/>',
    });
  });
});
