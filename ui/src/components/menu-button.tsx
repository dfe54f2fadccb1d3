import { MoreVertical } from 'lucide-react';
import { cn } from '@/lib/cn';
import { popoverClasses, usePopover } from './use-popover';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

/**
 * A '...' button that shows a short list of actions above the page (see usePopover), so a card or table
 * that clips its content cannot hide an item. A disclosure rather than an ARIA menu: plain buttons in tab
 * order are simpler to use and need no roving focus. Escape or a click outside closes it.
 */
export function MenuButton({ label, actions }: { label: string; actions: MenuAction[] }) {
  const menu = usePopover('end');

  return (
    <div>
      <button
        {...menu.triggerProps}
        type="button"
        aria-label={label}
        className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
      >
        <MoreVertical className="size-5" aria-hidden="true" />
      </button>
      <ul
        {...menu.popoverProps}
        className={cn(popoverClasses('end'), 'w-44 rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200')}
      >
        {actions.map((action) => (
          <li key={action.label}>
            <button
              type="button"
              onClick={() => {
                menu.close();
                action.onSelect();
              }}
              className={cn(
                'block w-full px-4 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-50',
                action.danger ? 'text-red-600' : 'text-slate-700',
              )}
            >
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
