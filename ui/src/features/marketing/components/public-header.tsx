import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '@/components/button';
import { Logo } from '@/components/logo';
import { useAgencyName } from '@/lib/branding';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { mainLinks, serviceLinks } from './public-links';
import { ServicesMenu } from './services-menu';

export function PublicHeader() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const agency = useAgencyName();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // Close the mobile menu whenever the page changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  // The server's HTML is the same for everyone: the button keeps its place, unseen, until the app knows who this is.
  const hydrated = useHydrated();
  const account = !hydrated ? (
    <span className={buttonClasses('primary', 'sm', 'invisible')} aria-hidden="true">
      <Trans>Sign in</Trans>
    </span>
  ) : user ? (
    <Link to={paths.dashboard} className={buttonClasses('primary', 'sm')}>
      <Trans>Dashboard</Trans>
    </Link>
  ) : (
    <Link to={paths.auth} className={buttonClasses('primary', 'sm')}>
      <Trans>Sign in</Trans>
    </Link>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} aria-label={t`${agency} home`}>
          <Logo />
        </Link>
        <nav aria-label={t`Main`} className="hidden items-center gap-1 lg:flex">
          <ServicesMenu />
          {mainLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 text-sm font-medium',
                  isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
                )
              }
            >
              {i18n._(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="hidden lg:block">{account}</div>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="public-mobile-menu"
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      {menuOpen && (
        <nav id="public-mobile-menu" aria-label={t`Mobile`} className="border-t border-slate-200 px-4 py-3 lg:hidden">
          <p className="px-3 pt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Trans>Services</Trans>
          </p>
          <ul className="mt-1 space-y-1">
            {[...serviceLinks, ...mainLinks].map((link, index) => (
              <li key={link.to} className={cn(index === serviceLinks.length && 'mt-2 border-t border-slate-100 pt-2')}>
                <Link
                  to={link.to}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
                >
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 px-3 pb-1">{account}</div>
        </nav>
      )}
    </header>
  );
}
