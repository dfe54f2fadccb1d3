import type { Stat } from '@/lib/branding-types';

export function StatStrip({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section aria-label={label} className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-brand-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
