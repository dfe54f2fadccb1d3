import { browserTimeZone, currentLocale } from './i18n';
import type { Schemas, User } from './types';
import { patchApi } from './typed-api';

// A user who has not chosen a language or time zone yet (a new account, or one from before the choice
// existed) gets what this browser picked stored on the profile, so the mails and PDFs the server sends
// follow the language the portal is read in and the server's times match the screen's. Once stored, the
// profile's value wins on every browser (app/language-sync.tsx).

export type FirstVisitChanges = Pick<Schemas['ProfileBody'], 'language' | 'time_zone'>;

/** Only the fields the profile has not chosen (null), filled with this browser's picks; null when none. */
export function firstVisitChanges(
  user: Pick<User, 'language' | 'time_zone'>,
  locale: string = currentLocale(),
  zone: string = browserTimeZone(),
): FirstVisitChanges | null {
  const changes: FirstVisitChanges = {};
  if (user.language === null) changes.language = locale as FirstVisitChanges['language'];
  if (user.time_zone === null) changes.time_zone = zone;
  return Object.keys(changes).length > 0 ? changes : null;
}

const KEY = 'atrium.first-visit.';
const tried = new Set<number>();

function triedThisSession(id: number): boolean {
  if (tried.has(id)) return true;
  try {
    return sessionStorage.getItem(KEY + id) !== null;
  } catch {
    return false;
  }
}

function markTried(id: number): void {
  tried.add(id);
  try {
    sessionStorage.setItem(KEY + id, '1');
  } catch {
    // Private mode: this page's memory is enough.
  }
}

/**
 * Stores this browser's picks for the profile's unchosen fields with one PATCH /auth/me/ of just those, at
 * most once per session (a failure is not retried until the next one) and silently: whatever goes wrong,
 * the reader sees nothing. `save` takes the user the server answers with. True when something was stored.
 */
export async function storeFirstVisit(
  user: Pick<User, 'id' | 'language' | 'time_zone'>,
  save: (user: User) => void,
  send: (changes: FirstVisitChanges) => Promise<User> = (changes) =>
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
    patchApi('/auth/me/', { body: changes }),
): Promise<boolean> {
  const changes = firstVisitChanges(user);
  if (!changes || triedThisSession(user.id)) return false;
  markTried(user.id);
  try {
    save(await send(changes));
    return true;
  } catch {
    return false;
  }
}

/** For tests: forget which users were tried. */
export function resetFirstVisit(): void {
  tried.clear();
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(KEY)) sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
