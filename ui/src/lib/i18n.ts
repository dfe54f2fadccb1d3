import { i18n, type Messages } from '@lingui/core';

// The reader's language. Lingui (ICU message syntax) formats every message; English is the source and its
// words are in the code, compiled at build time where they have placeholders or plurals
// (scripts/lingui-inline-source.mjs), so English loads no catalog; each other language's catalog is one
// file, loaded only by its readers.
// The choice is made before the first render (main.tsx): the reader's saved choice on this browser, a
// `?lang=` in the address (the public site's switch and its hreflang links), the browser's languages, then
// English. A signed-in user's stored language (Settings) wins once the session is known (lib/session).

export const LOCALES = ['en', 'de', 'es', 'fr', 'sq', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language by its own name, as a switch offers it. Arabic is a test catalog for right-to-left layout. */
/* eslint-disable lingui/no-unlocalized-strings -- a language is offered in its own words, in every language */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  sq: 'Shqip',
  ar: 'العربية',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The languages offered to readers; Arabic is reachable by `?lang=ar` for layout checks only. */
export const OFFERED: readonly Locale[] = ['en', 'de', 'es', 'fr', 'sq'];

const STORAGE_KEY = 'atrium.locale';
const RTL = new Set<Locale>(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** "de-AT" and "de" both mean German; anything not offered is null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

function stored(): Locale | null {
  try {
    return matchLocale(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

let fellBack = false;

/**
 * The language to start in, from what this page and browser know (see the top of this file). When none of
 * them names an offered language it is English for now, and the agency's default once the server says which
 * (lib/agency-language).
 */
export function pickLocale(location: Pick<Location, 'search'> = window.location): Locale {
  fellBack = false;
  const asked = matchLocale(new URLSearchParams(location.search).get('lang'));
  if (asked) return asked;
  const saved = stored();
  if (saved) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const found = matchLocale(tag);
    if (found && OFFERED.includes(found)) return found;
  }
  fellBack = true;
  return 'en';
}

/** Whether the last pickLocale found nothing to go by (no `?lang`, no saved choice, no offered browser language). */
export function pickedFallback(): boolean {
  return fellBack;
}

/** Whether this browser has a language saved (the reader chose one on the public site or in Settings). */
export function hasSavedLocale(): boolean {
  return stored() !== null;
}

// A message with nothing to compile (no placeholder, plural or quote) stays a string in the code and is its
// own compiled form; the others arrive compiled, so this is only ever asked for plain text.
i18n.setMessagesCompiler((message: string) => [message]);
i18n.load('en', {});
i18n.activate('en');

const loading = new Map<Locale, Promise<void>>();

function catalog(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a module path
    pending = import(`../locales/${locale}.po`).then(({ messages }: { messages: Messages }) => {
      i18n.load(locale, messages);
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** Loads `locale`'s catalog if need be, then switches every message, the page's lang and its direction. */
export async function activateLocale(locale: Locale, remember = false): Promise<void> {
  await catalog(locale);
  i18n.activate(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = RTL.has(locale) ? 'rtl' : 'ltr';
  }
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this page only (a signed-in user's is stored on the server).
    }
  }
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** The locale Intl formats dates and numbers with: English stays en-US, as every screen was written. */
export function intlLocale(locale: Locale = currentLocale()): string {
  return locale === 'en' ? 'en-US' : locale;
}

/** The browser's own time zone (an IANA name), or UTC when it will not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every time zone the browser knows, by IANA name, for a picker. */
export function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [browserTimeZone()];
  }
}

export { i18n };
