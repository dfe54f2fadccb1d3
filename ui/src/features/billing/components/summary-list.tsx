import { cn } from '@/lib/cn';

export interface SummaryItem {
  label: string;
  value: string;
  mono?: boolean;
}

/** Label and value pairs in a bordered box, two columns where there is room. */
export function SummaryList({ items }: { items: SummaryItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 rounded-xl bg-slate-50 px-5 py-4 ring-1 ring-slate-200 ring-inset sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{item.label}</dt>
          <dd className={cn('mt-0.5 text-sm font-semibold text-slate-900 wrap-anywhere', item.mono && 'font-mono')}>
            <bdi>{item.value || '—'}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
