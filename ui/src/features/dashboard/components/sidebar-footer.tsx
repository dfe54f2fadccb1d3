import { LogOut } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { displayName, type User } from '@/lib/types';

interface Props {
  user: User;
  onSignOut: () => void;
  signingOut: boolean;
}

/** Avatar or first letter, display name, role, company, Sign Out (spec 000 section 2). */
export function SidebarFooter({ user, onSignOut, signingOut }: Props) {
  const name = displayName(user);
  return (
    <div className="border-t border-white/10 p-4">
      <div className="flex items-center gap-3">
        <Avatar src={user.avatar} name={name} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-white" data-testid="sidebar-user-name">
            {name}
          </p>
          <p className="truncate text-xs text-slate-400">
            <span className="capitalize">{user.role}</span>
            {user.company && <span> · {user.company}</span>}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={onSignOut}
        disabled={signingOut}
        className="mt-4 flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 ring-1 ring-white/15 transition-colors hover:bg-white/5 hover:text-white disabled:opacity-60"
      >
        <LogOut className="size-4" aria-hidden="true" />
        {signingOut ? 'Signing out...' : 'Sign Out'}
      </button>
    </div>
  );
}
