import { Trans } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Button } from '@/components/button';
import { cn } from '@/lib/cn';
import type { Plan } from '@/lib/billing-plans';
import { formatPrice } from '../billing-format';
import { BILLING_TEXT } from '../types';

export function PlanPrice({ plan, size = 'lg' }: { plan: Plan; size?: 'lg' | 'md' }) {
  return (
    <p className="flex items-baseline gap-1">
      <span className={cn('font-bold tracking-tight text-slate-900', size === 'lg' ? 'text-4xl' : 'text-3xl')}>
        {formatPrice(plan.price_cents)}
      </span>
      <span className="text-sm font-medium text-slate-500">
        <Trans>/month</Trans>
      </span>
    </p>
  );
}

export function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className="space-y-2.5">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          <span className="wrap-anywhere">{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** One plan on the selection grid; the recommended one is raised and marked Most Popular. */
export function PlanCard({ plan, onSelect }: { plan: Plan; onSelect: () => void }) {
  const headingId = `plan-${plan.id}`;
  const name = plan.name;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1',
        plan.recommended ? 'ring-2 ring-brand-600 md:-translate-y-2 md:shadow-lg' : 'ring-slate-200',
      )}
    >
      {plan.recommended && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-sm">
          {BILLING_TEXT.mostPopular}
        </span>
      )}
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 wrap-anywhere">
        {plan.name}
      </h3>
      <div className="mt-3">
        <PlanPrice plan={plan} />
      </div>
      <div className="mt-6 flex-1">
        <FeatureList features={plan.features} />
      </div>
      <Button
        className="mt-8 w-full"
        variant={plan.recommended ? 'primary' : 'secondary'}
        onClick={onSelect}
        aria-describedby={headingId}
      >
        <Trans>Choose {name}</Trans>
      </Button>
    </section>
  );
}
