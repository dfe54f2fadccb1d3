import { activateLocale, currentLocale, hasSavedLocale, isLocale, pickedFallback, type Locale } from './i18n';
import type { Schemas } from './types';
import { getApi } from './typed-api';

/** The agency's default language and the languages offered to readers. */
export type Languages = Schemas['Languages'];

/** GET /languages/ (public, any page). */
export function getLanguages(signal?: AbortSignal): Promise<Languages> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/languages/', { signal });
}

let following: Promise<Locale | null> | null = null;

/**
 * A reader whose address, browser and past choice name no offered language reads the agency's default
 * (Settings), rather than English: asked once, when the app starts with nothing else to go by, and applied
 * only if nothing chose a language meanwhile (the footer's switch, a signed-in profile's language). The
 * answer is the language switched to, or null when none was.
 */
export function followAgencyDefault(
  shouldSwitch: () => boolean = () => true,
  languages: () => Promise<Languages> = () => getLanguages(),
): Promise<Locale | null> {
  if (!pickedFallback()) return Promise.resolve(null);
  following ??= languages()
    .then(async ({ default_language }) => {
      const still = !hasSavedLocale() && currentLocale() === 'en' && shouldSwitch();
      if (!still || !isLocale(default_language) || default_language === 'en') return null;
      await activateLocale(default_language);
      return default_language;
    })
    .catch(() => null);
  return following;
}

/** For tests: forget that the default was asked for. */
export function resetAgencyDefault(): void {
  following = null;
}
