import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api';
import { MESSAGES } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

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

/** New pages start at the top; hash changes inside the dashboard keep their place. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
