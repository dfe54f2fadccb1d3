import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { useFocusTrap } from '@/components/use-focus-trap';
import { paths } from '@/lib/paths';
import type { User } from '@/lib/types';
import type { NavItem } from '../sections';
import { SidebarFooter } from './sidebar-footer';
import { SidebarNav } from './sidebar-nav';

interface SidebarProps {
  user: User;
  items: NavItem[];
  current: NavItem['id'];
  onSignOut: () => void;
  signingOut: boolean;
}

function SidebarBody({ onClose, ...props }: SidebarProps & { onClose?: () => void }) {
  const { t } = useLingui();
  return (
    <div className="flex h-full flex-col bg-slate-900">
      <div className="flex h-16 items-center justify-between px-5">
        <Link to={paths.dashboard} aria-label={t`Atrium dashboard`} onClick={onClose}>
          <Logo inverted />
        </Link>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg p-1.5 text-slate-400 hover:bg-white/10 hover:text-white"
            aria-label={t`Close navigation`}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      <SidebarNav items={props.items} current={props.current} onNavigate={onClose} />
      <SidebarFooter user={props.user} onSignOut={props.onSignOut} signingOut={props.signingOut} />
    </div>
  );
}

/** Always visible from lg up. */
export function DesktopSidebar(props: SidebarProps) {
  return (
    // The outer column stretches with the page so the dark band never ends; the panel inside stays in view.
    <div className="hidden w-64 shrink-0 bg-slate-900 lg:block">
      <aside className="sticky top-0 h-dvh">
        <SidebarBody {...props} />
      </aside>
    </div>
  );
}

/** Below lg the sidebar collapses into a drawer that behaves like a modal dialog. */
export function MobileSidebar({ open, onClose, ...props }: SidebarProps & { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <div className="absolute inset-0 bg-slate-900/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        id="dashboard-mobile-nav"
        role="dialog"
        aria-modal="true"
        aria-label={t`Navigation`}
        className="absolute inset-y-0 left-0 w-72 max-w-[85vw] shadow-xl"
      >
        <SidebarBody {...props} onClose={onClose} />
      </div>
    </div>
  );
}
