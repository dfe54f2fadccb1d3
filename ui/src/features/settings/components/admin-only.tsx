import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '@/lib/constants';
import { useCurrentUser } from '@/lib/session';
import { isAdmin } from '@/lib/types';

/** Admin-only settings parts show the spec's Access Denied text to anyone else. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (isAdmin(user)) return children;
  return (
    <div
      role="alert"
      className="flex items-center gap-3 rounded-2xl bg-red-50 px-5 py-4 text-sm text-red-800 ring-1 ring-red-200"
    >
      <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
      {MESSAGES.accessDeniedAdmin}
    </div>
  );
}
