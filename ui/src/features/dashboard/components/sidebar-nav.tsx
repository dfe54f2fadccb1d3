import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths, sectionHref } from '@/lib/paths';
import type { NavItem } from '../sections';

interface Props {
  items: NavItem[];
  current: NavItem['id'];
  onNavigate?: () => void;
}

export function SidebarNav({ items, current, onNavigate }: Props) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Dashboard`} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {items.map(({ id, label, icon: Icon }) => {
          const active = id === current;
          return (
            <li key={id}>
              <Link
                to={id === 'home' ? paths.home : sectionHref(id)}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  active ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
                )}
              >
                <Icon className={cn('size-5', active ? 'text-brand-300' : 'text-slate-400')} aria-hidden="true" />
                {i18n._(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
