import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { activateLocale, i18n, type Locale } from './i18n';

/** For unit tests that render a component on its own: the messages it uses need the app's I18nProvider. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Runs `check` with the app in `lang`, and puts English back after it, passed or failed. */
export async function inLanguage(lang: Locale, check: () => void): Promise<void> {
  await activateLocale(lang);
  try {
    check();
  } finally {
    await activateLocale('en');
  }
}
