import { useEffect, useRef } from 'react';
import { activateLocale, currentLocale, i18n, isLocale, pickedFallback } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { currentTimeZone, setTimeZone } from '@/lib/time-zone';

/**
 * A signed-in user reads the language and time zone stored on their profile, whatever this browser picked
 * first; a reader with nothing to go by reads the agency's default language; a profile that has not chosen
 * yet gets this browser's picks stored (lib/first-visit).
 */
export function LanguageSync() {
  const { user, updateUser } = useSession();
  const stored = user?.language;
  const zone = user?.time_zone ?? null;
  // Set while rendering, before the screens after this component render their dates: the first paint of a
  // signed-in user's dashboard is already in their zone (the stored user is known from the start).
  setTimeZone(zone);
  const shownZone = useRef(currentTimeZone());
  useEffect(() => {
    // The zone changed later (Settings, another user): every screen that formats a date renders again, as a
    // language change makes them.
    if (shownZone.current === currentTimeZone()) return;
    shownZone.current = currentTimeZone();
    i18n.emit('change');
  }, [zone]);

  // The profile's language, read when the agency's default arrives (the session may have come meanwhile).
  const profileLanguage = useRef(stored);
  useEffect(() => {
    profileLanguage.current = stored;
    if (isLocale(stored) && stored !== currentLocale()) void activateLocale(stored, true);
  }, [stored]);
  useEffect(() => {
    let cancelled = false;
    // Both are loaded only when needed: an English reader of the public site fetches neither (the first
    // load of / stays small), a signed-in user who has chosen both never the second.
    const follow = async () => {
      if (pickedFallback()) {
        const { followAgencyDefault } = await import('@/lib/agency-language');
        await followAgencyDefault(() => !isLocale(profileLanguage.current));
      }
      // The picks are stored once the agency's default is known, so the default is what gets stored.
      if (cancelled || !user || (user.language !== null && user.time_zone !== null)) return;
      const { storeFirstVisit } = await import('@/lib/first-visit');
      if (!cancelled) await storeFirstVisit(user, updateUser);
    };
    void follow();
    return () => {
      cancelled = true;
    };
  }, [user, updateUser]);
  return null;
}
