// @vitest-environment jsdom
import { plural, t } from '@lingui/core/macro';
import { describe, expect, test } from 'vitest';
import { activateLocale, i18n, matchLocale, pickLocale } from './i18n';

// English is said straight from the code: its placeholders and plurals were compiled at build time, so no
// catalog and no compiler are needed (scripts/lingui-inline-source.mjs).
describe('English from the code', () => {
  test('placeholders and plurals read as English without a catalog', () => {
    const name = 'Ana';
    const count = 2;
    expect(t`Welcome, ${name}`).toBe('Welcome, Ana');
    expect(plural(count, { one: '# post', other: '# posts' })).toBe('2 posts');
    expect(plural(1, { one: '# post', other: '# posts' })).toBe('1 post');
  });

  test('another language comes from its catalog, and English again after', async () => {
    await activateLocale('de');
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await activateLocale('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await activateLocale('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('picking the language', () => {
  test('a regional tag means its language; an unknown one means none', () => {
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('pt-BR')).toBeNull();
  });

  test('?lang= wins over the browser', () => {
    expect(pickLocale({ search: '?lang=sq' })).toBe('sq');
  });
});
