import { useEffect, useRef } from 'react';
import { setForbiddenHandler } from '@/lib/api';
import { useSession } from '@/lib/session';
import { checkStoredToken } from '@/lib/session-check';

// Rendered by the signed-in dashboard only (its own chunk), so the public pages' first load does not
// carry it.

/** The 403 code of every API call but /auth and /security while the user must add a second factor. */
const SECOND_FACTOR_REQUIRED = 'second_factor_required';

/** At most one look at /auth/me per this many ms, however many requests a screen had refused. */
const SEAT_CHECK_MS = 10_000;

/**
 * A 403 may say that a second factor must be added first; or it may mean the client user's seat changed while
 * it was signed in (the owner or the agency moved it), or a staff user's role (an owner made it a member): the
 * session re-reads the user, and the sidebar and screens follow the new seat or role.
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
      // A second factor now required reads the user again too: the dashboard then gives way to adding one.
      const enrol = body?.code === SECOND_FACTOR_REQUIRED;
      if (!before || Date.now() - last < SEAT_CHECK_MS) return;
      last = Date.now();
      checkStoredToken()
        .then((me) => {
          const now = current.current;
          const moved = now?.seat !== me.seat || now?.client_id !== me.client_id || now?.staff_role !== me.staff_role;
          if (now?.id === me.id && (enrol || moved)) updateUser(me);
        })
        .catch(() => {});
    });
    return () => setForbiddenHandler(null);
  }, [updateUser]);

  return null;
}
