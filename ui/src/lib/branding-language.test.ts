import { describe, expect, it } from 'vitest';
import { inLanguage } from './branding';
import type { Branding } from './branding-types';

const doc = {
  agency: { name: 'Nova', tagline: 'Grow with us' },
  stats: { home: [{ value: '50+', label: 'Clients' }] },
  translations: {
    de: { agency: { tagline: 'Wachsen Sie mit uns' }, stats: { home: [{ value: '50+', label: 'Kunden' }] } },
  },
} as unknown as Branding;

describe('the site texts in the reader’s language', () => {
  it('puts the language’s texts over the agency’s, key by key, and leaves the rest as written', () => {
    const german = inLanguage(doc, 'de');
    expect(german.agency).toEqual({ name: 'Nova', tagline: 'Wachsen Sie mit uns' });
    expect(german.stats.home).toEqual([{ value: '50+', label: 'Kunden' }]);
    expect(german.translations).toBeUndefined();
  });

  it('gives a language without translations the agency’s own texts', () => {
    const french = inLanguage(doc, 'fr');
    expect(french.agency.tagline).toBe('Grow with us');
    expect(french.translations).toBeUndefined();
  });
});
