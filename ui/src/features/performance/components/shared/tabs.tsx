import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const STEPS: Record<string, (from: number, count: number) => number> = {
  ArrowRight: (from, count) => (from + 1) % count,
  ArrowLeft: (from, count) => (from + count - 1) % count,
  Home: () => 0,
  End: (_from, count) => count - 1,
};

function nextTab(from: number, count: number, key: string): number {
  return STEPS[key]?.(from, count) ?? -1;
}

interface TabsProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  current: T;
  onChange: (tab: T) => void;
  children: ReactNode;
}

/**
 * The ARIA tabs pattern: arrows, Home and End move between tabs. On a phone the row scrolls sideways
 * rather than wrap, so four long labels keep one line.
 */
export function Tabs<T extends string>({ label, tabs, current, onChange, children }: TabsProps<T>) {
  const baseId = useId();
  const tabId = (id: T) => `${baseId}-${id}-tab`;

  function move(from: number, key: string) {
    const target = tabs[nextTab(from, tabs.length, key)];
    if (!target) return;
    onChange(target.id);
    document.getElementById(tabId(target.id))?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => {
              if (!(event.key in STEPS)) return;
              event.preventDefault();
              move(index, event.key);
            }}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap',
              tab.id === current
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-500 hover:text-slate-800',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(current)} className="pt-6">
        {children}
      </div>
    </div>
  );
}
