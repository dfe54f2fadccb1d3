import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullScreenSpinner } from '@/components/spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** /dashboard: signed-in users only (spec 001 section 2.2). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <FullScreenSpinner />;
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
