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
 * The ARIA tabs pattern: arrows, Home and End move between tabs.
 */
export function Tabs<T extends string>({ label, tabs, current, onChange, children }: TabsProps<T>) {
  const baseId = useId();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  const tabId = (id: T) => `${baseId}-${id}-tab`;

  function move(from: number, key: string) {
    const target = tabs[nextTab(from, tabs.length, key)];
    if (!target) return;
    onChange(target.id);
    document.getElementById(tabId(target.id))?.focus();
  }

  return (
    <div>
      {/* Two by two on a phone, where four labels cannot share a line; one underlined row from sm up. */}
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex sm:rounded-none sm:border-b sm:border-slate-200 sm:bg-transparent sm:p-0"
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
              'rounded-lg px-2 py-2 text-sm font-semibold sm:-mb-px sm:rounded-none sm:border-b-2 sm:px-3 sm:py-2.5 sm:whitespace-nowrap',
              tab.id === current
                ? 'bg-white text-brand-700 shadow-sm sm:border-brand-600 sm:bg-transparent sm:shadow-none'
                : 'text-slate-600 hover:text-slate-900 sm:border-transparent',
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
