import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { popoverClasses, usePopover } from '@/components/use-popover';
import { cn } from '@/lib/cn';
import { serviceLinks } from './public-links';

/** The header's Services dropdown: opens on click, closes on Escape, outside click or navigation. */
export function ServicesMenu() {
  const { i18n } = useLingui();
  const menu = usePopover('start');

  return (
    <div>
      <button
        {...menu.triggerProps}
        type="button"
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <Trans>Services</Trans>
        <ChevronDown className={cn('size-4 transition-transform', menu.open && 'rotate-180')} aria-hidden="true" />
      </button>
      <ul
        {...menu.popoverProps}
        className={cn(popoverClasses('start'), 'w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200')}
      >
        {serviceLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={() => menu.close()}
              className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-700"
            >
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
