// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followAgencyDefault, resetAgencyDefault } from './agency-language';
import { activateLocale, currentLocale, pickLocale } from './i18n';

const languages = (default_language: 'en' | 'de' | 'sq') => () =>
  Promise.resolve({ default_language, offered: ['en', 'de', 'es', 'fr', 'sq'] as const } as never);

function browserSays(...tags: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
}

beforeEach(() => {
  localStorage.clear();
  resetAgencyDefault();
});

afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
});

describe('the agency’s default language', () => {
  it('is read by a reader whose browser speaks no offered language', async () => {
    browserSays('pt-BR', 'ja');
    expect(pickLocale({ search: '' })).toBe('en');
    expect(await followAgencyDefault(() => true, languages('de'))).toBe('de');
    expect(currentLocale()).toBe('de');
    // Not remembered as the reader's own choice: the agency may change its default.
    expect(localStorage.getItem('atrium.locale')).toBeNull();
  });

  it('is not asked for when the address, a saved choice or the browser names a language', async () => {
    const ask = vi.fn(languages('de'));
    browserSays('fr-CA');
    pickLocale({ search: '' });
    expect(await followAgencyDefault(() => true, ask)).toBeNull();
    browserSays('pt-BR');
    pickLocale({ search: '?lang=sq' });
    expect(await followAgencyDefault(() => true, ask)).toBeNull();
    localStorage.setItem('atrium.locale', 'es');
    pickLocale({ search: '' });
    expect(await followAgencyDefault(() => true, ask)).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });

  it('gives way to a language chosen while the answer was on its way, or to the profile’s', async () => {
    browserSays('pt-BR');
    pickLocale({ search: '' });
    expect(await followAgencyDefault(() => false, languages('sq'))).toBeNull();
    expect(currentLocale()).toBe('en');

    resetAgencyDefault();
    pickLocale({ search: '' });
    let answer = () => {};
    const late = new Promise<void>((resolve) => (answer = resolve)).then(languages('sq'));
    const pending = followAgencyDefault(
      () => true,
      () => late,
    );
    await activateLocale('fr', true);
    answer();
    expect(await pending).toBeNull();
    expect(currentLocale()).toBe('fr');
  });

  it('changes nothing when the default is English or the server does not answer', async () => {
    browserSays('pt-BR');
    pickLocale({ search: '' });
    expect(await followAgencyDefault(() => true, languages('en'))).toBeNull();
    resetAgencyDefault();
    expect(
      await followAgencyDefault(
        () => true,
        () => Promise.reject(new Error('offline')),
      ),
    ).toBeNull();
    expect(currentLocale()).toBe('en');
  });
});
