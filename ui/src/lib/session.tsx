import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { takeStoredSessionCheck } from './session-check';
import { clearSession, getStoredUser, getToken, storeSession, storeUser } from './storage';
import type { User } from './types';
import { postApi } from './typed-api';

interface SessionValue {
  user: User | null;
  /** True while a stored token is being checked against /auth/me/ at start-up. */
  loading: boolean;
  /** A one-off notice for the /auth screen, e.g. 'Authentication failed' after a 401. */
  notice: string | null;
  signIn: (token: string, user: User) => void;
  updateUser: (user: User) => void;
  /** Calls the server unless `remote` is false; signs out locally whatever the server says. */
  signOut: (options?: { remote?: boolean }) => Promise<void>;
  /** Drops the session after the API client saw a 401. */
  expire: (notice: string) => void;
  clearNotice: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

// Cached server data belongs to one user. The query cache subscribes here instead of being imported,
// which keeps TanStack Query out of the first-load bundle of the public pages.
const resetListeners = new Set<() => void>();

export function onSessionReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

function resetCaches() {
  for (const listener of resetListeners) listener();
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => (getToken() ? getStoredUser() : null));
  const [loading, setLoading] = useState<boolean>(() => getToken() !== null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    takeStoredSessionCheck()
      .then((me) => {
        if (cancelled) return;
        storeUser(me);
        setUser(me);
      })
      .catch(() => {
        if (cancelled) return;
        clearSession();
        setUser(null);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const signIn = useCallback((token: string, next: User) => {
    resetCaches();
    storeSession(token, next);
    setNotice(null);
    setUser(next);
  }, []);

  const updateUser = useCallback((next: User) => {
    storeUser(next);
    setUser(next);
  }, []);

  const signOut = useCallback(async ({ remote = true }: { remote?: boolean } = {}) => {
    if (remote && getToken()) {
      try {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
        await postApi('/auth/logout/', { redirectOn401: false });
      } catch (error) {
        console.warn('Logout call failed; signing out locally.', error);
      }
    }
    clearSession();
    resetCaches();
    setUser(null);
  }, []);

  const expire = useCallback((text: string) => {
    clearSession();
    resetCaches();
    setUser(null);
    setNotice(text);
  }, []);

  const clearNotice = useCallback(() => setNotice(null), []);

  const value = useMemo<SessionValue>(
    () => ({ user, loading, notice, signIn, updateUser, signOut, expire, clearNotice }),
    [user, loading, notice, signIn, updateUser, signOut, expire, clearNotice],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** For screens that only render behind the dashboard guard. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}

const noop = () => {};

/** Signed out and settled: the session of the HTML the build renders once for every visitor (prerender). */
export function StaticSessionProvider({ children }: { children: ReactNode }) {
  const value: SessionValue = {
    user: null,
    loading: false,
    notice: null,
    signIn: noop,
    updateUser: noop,
    signOut: () => Promise.resolve(),
    expire: noop,
    clearNotice: noop,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
