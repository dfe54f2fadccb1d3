import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import type { User } from '@/lib/types';
import { navFor, type NavItem } from '../sections';
import { DesktopSidebar, MobileSidebar } from './sidebar';

interface Props {
  user: User;
  section: NavItem;
  /** Rendered at the right of the header (the notification bell). */
  headerActions?: ReactNode;
  children: ReactNode;
}

export function DashboardShell({ user, section, headerActions, children }: Props) {
  const { t, i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const { signOut } = useSession();
  const navigate = useNavigate();
  const items = navFor(user);
  const title = i18n._(section.label) || t`Dashboard`;

  async function onSignOut() {
    setSigningOut(true);
    // Local sign-out happens even when the server call fails (spec 000 section 8).
    await signOut();
    navigate(paths.auth, { replace: true });
  }

  const sidebarProps = { user, items, current: section.id, onSignOut: () => void onSignOut(), signingOut };
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the page's name and the brand's */}
      <title>{`${title} · Atrium`}</title>
      {/* A button, not an #anchor: the hash picks the dashboard section. */}
      <button
        type="button"
        onClick={() => document.getElementById('dashboard-main')?.focus()}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </button>
      <DesktopSidebar {...sidebarProps} />
      <MobileSidebar {...sidebarProps} open={menuOpen} onClose={() => setMenuOpen(false)} />

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
          <button
            type="button"
            className="-ms-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
            onClick={() => setMenuOpen(true)}
            aria-label={t`Open navigation`}
            aria-expanded={menuOpen}
            aria-controls="dashboard-mobile-nav"
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          <h1 className="flex-1 truncate text-lg font-semibold text-slate-900">{title}</h1>
          {headerActions}
        </header>
        <main
          id="dashboard-main"
          tabIndex={-1}
          className="mx-auto max-w-6xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
