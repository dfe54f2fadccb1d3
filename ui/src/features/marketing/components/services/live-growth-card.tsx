import { Trans } from '@lingui/react/macro';
import { Activity } from 'lucide-react';
import type { ServiceContent } from '@/lib/branding-types';

/** The hero's "live" dashboard card: four sample stats from the branding document. */
export function LiveGrowthCard({ service }: { service: ServiceContent }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200">
      <p className="flex items-center justify-between text-sm font-semibold text-slate-900">
        <span className="inline-flex items-center gap-2">
          <Activity className="size-4 text-brand-600" aria-hidden="true" /> <Trans>Live growth dashboard</Trans>
        </span>
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-emerald-700">
          <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" /> <Trans>Live</Trans>
        </span>
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        {service.live_stats.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-slate-50 p-4">
            <dt className="text-xs text-slate-600">{stat.label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{stat.value}</dd>
            <dd className="mt-1 text-xs font-semibold text-emerald-700">{stat.change}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
