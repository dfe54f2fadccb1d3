import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setForbiddenHandler, setUnauthorizedHandler } from '@/lib/api';
import { MESSAGES } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { checkStoredToken } from '@/lib/session-check';

/** Wires the API client's 401 handling to the session and the router (spec 000 section 8). */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const { expire } = useSession();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      expire(MESSAGES.authFailed);
      navigate(paths.auth, { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [expire, navigate]);

  return null;
}

/** The 403 code of every API call but /auth and /security while the user must add a second factor. */
const SECOND_FACTOR_REQUIRED = 'second_factor_required';

/** At most one look at /auth/me per this many ms, however many requests a screen had refused. */
const SEAT_CHECK_MS = 10_000;

/**
 * A 403 may say that a second factor must be added first; or it may mean the client user's seat changed while it was signed in (the owner or the agency moved it):
 * the session re-reads the user, and the sidebar and screens follow the new seat.
 */
export function SeatRefresh() {
  const { user, updateUser } = useSession();
  const current = useRef(user);
  useEffect(() => {
    current.current = user;
  });

  useEffect(() => {
    let last = 0;
    setForbiddenHandler((body) => {
      const before = current.current;
      // The agency began requiring a second factor: the dashboard gives way to adding one (dashboard-route).
      if (body?.code === SECOND_FACTOR_REQUIRED) {
        if (before && !before.must_add_second_factor) updateUser({ ...before, must_add_second_factor: true });
        return;
      }
      if (!before || before.role === 'admin' || Date.now() - last < SEAT_CHECK_MS) return;
      last = Date.now();
      checkStoredToken()
        .then((me) => {
          const now = current.current;
          if (now?.id === me.id && (now.seat !== me.seat || now.client_id !== me.client_id)) updateUser(me);
        })
        .catch(() => {});
    });
    return () => setForbiddenHandler(null);
  }, [updateUser]);

  return null;
}

/** New pages start at the top; hash changes inside the dashboard keep their place. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
