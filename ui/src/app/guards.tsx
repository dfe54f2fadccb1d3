import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { getToken } from '@/lib/storage';
import { browser, named } from './lazy-page';

// Only a signed-in visit to /dashboard shows the frame, so only that one loads it before the first render.
const DashboardFrame = named(
  () => import('@/features/dashboard/components/dashboard-frame').then((m) => m.DashboardFrame),
  ...(browser && getToken() !== null ? [paths.dashboard] : []),
);

/**
 * /dashboard: signed-in users only (spec 001 section 2.2). While the stored session is checked, the
 * dashboard's frame as the server painted it (nothing asks for data until the session holds).
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const { hash } = useLocation();
  if (loading) return user ? <DashboardFrame user={user} hash={hash} /> : <FullScreenSpinner />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return children;
}

/** /auth: signed-out visitors only. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <FullScreenSpinner />;
  if (user) return <Navigate to={paths.dashboard} replace />;
  return children;
}
