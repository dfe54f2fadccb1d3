import { useEffect } from 'react';
import { activateLocale, currentLocale, isLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** A signed-in user reads the language stored on their profile, whatever this browser picked first. */
export function LanguageSync() {
  const { user } = useSession();
  const stored = user?.language;
  useEffect(() => {
    if (isLocale(stored) && stored !== currentLocale()) void activateLocale(stored, true);
  }, [stored]);
  return null;
}
