import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDismiss } from '@/components/use-dismiss';
import { cn } from '@/lib/cn';
import { serviceLinks } from './public-links';

/** The header's Services dropdown: opens on click, closes on Escape, outside click or navigation. */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useDismiss(open, root, () => setOpen(false));

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="services-menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        Services
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <ul
          id="services-menu"
          className="absolute left-0 mt-2 w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
        >
          {serviceLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
