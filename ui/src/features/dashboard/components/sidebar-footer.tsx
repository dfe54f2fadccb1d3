import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { TruncatedText } from '@/components/truncated-text';
import { isMember, STAFF_ROLE_LABELS } from '@/lib/staff-role';
import { displayName, type User } from '@/lib/types';

// The role as a word; any other role the server may add is shown as it comes.
const ROLE_LABELS: Partial<Record<string, MessageDescriptor>> = {
  admin: msg({ message: 'admin', context: 'user role' }),
  client: msg({ message: 'client', context: 'user role' }),
};

interface Props {
  user: User;
  onSignOut: () => void;
  signingOut: boolean;
}

/** Avatar or first letter, display name, role, company, Sign Out (spec 000 section 2). */
export function SidebarFooter({ user, onSignOut, signingOut }: Props) {
  const { t, i18n } = useLingui();
  const name = displayName(user);
  const role = ROLE_LABELS[user.role];
  return (
    <div className="border-t border-white/10 p-4">
      <div className="flex items-center gap-3">
        <Avatar src={user.avatar} name={name} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-white" data-testid="sidebar-user-name">
            <TruncatedText text={name} />
          </p>
          <p className="flex min-w-0 text-xs text-slate-400">
            {/* An agency member is no admin of anything: it is named by its staff role. */}
            <span className="shrink-0 capitalize">
              {isMember(user) ? STAFF_ROLE_LABELS.member : role ? i18n._(role) : user.role}
            </span>
            {user.company && (
              <>
                <span aria-hidden="true" className="shrink-0 px-1">
                  ·
                </span>
                <TruncatedText text={user.company} />
              </>
            )}
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
        {signingOut ? t`Signing out...` : t`Sign Out`}
      </button>
    </div>
  );
}
