import { MoreVertical } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useDismiss } from './use-dismiss';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

/**
 * A '...' button that shows a short list of actions. A disclosure rather than an ARIA menu: plain buttons
 * in tab order are simpler to use and need no roving focus. Escape or a click outside closes it.
 */
export function MenuButton({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useDismiss(open, root, (by) => {
    setOpen(false);
    if (by === 'escape') button.current?.focus();
  });

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
      >
        <MoreVertical className="size-5" aria-hidden="true" />
      </button>
      {open && (
        <ul
          id={listId}
          className="absolute right-0 z-10 mt-1 w-44 rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          {actions.map((action) => (
            <li key={action.label}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  action.onSelect();
                }}
                className={cn(
                  'block w-full px-4 py-2 text-left text-sm hover:bg-slate-50',
                  action.danger ? 'text-red-600' : 'text-slate-700',
                )}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
