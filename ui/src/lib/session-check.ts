import { getToken } from './storage';
import type { User } from './types';
import { getApi } from './typed-api';

// redirectOn401 off: a stale token at start-up is not an expiry the user needs to be told about.
// eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
export const checkStoredToken = () => getApi('/auth/me/', { redirectOn401: false });

let earlyCheck: Promise<User> | null = null;

/**
 * Starts the stored token's check before the first render (main.tsx), so it is under way while
 * React renders the loading screen: a returning user's dashboard paints a round trip sooner.
 */
export function checkStoredSessionEarly(): void {
  if (!getToken()) return;
  earlyCheck = checkStoredToken();
  // Answered by the session provider; a rejection here is handled there, not an unhandled one.
  earlyCheck.catch(() => {});
}

/** The early check, once: the session provider's start-up takes it, or asks itself. */
export function takeStoredSessionCheck(): Promise<User> {
  const check = earlyCheck ?? checkStoredToken();
  earlyCheck = null;
  return check;
}
