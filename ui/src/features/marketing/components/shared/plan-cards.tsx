import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import type { Plan } from '@/lib/branding-types';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { paths } from '@/lib/paths';

/** The three monthly plans; `platforms` fills the Premium plan's `{platforms}` placeholder. */
export function PlanCards({ plans, platforms }: { plans: Plan[]; platforms: string }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => {
        const planName = plan.name;
        return (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1',
              plan.popular ? 'ring-2 ring-brand-600' : 'ring-slate-200',
            )}
          >
            {plan.popular && (
              <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                <Trans>Most Popular</Trans>
              </span>
            )}
            <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
            <p className="mt-3">
              <span className="text-4xl font-bold tracking-tight text-slate-900">{formatCurrency(plan.price)}</span>
              <span className="text-slate-600">
                <Trans>/month</Trans>
              </span>
            </p>
            <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  {feature.replace('{platforms}', platforms)}
                </li>
              ))}
            </ul>
            <Link
              to={paths.auth}
              aria-label={t`Get Started with ${planName}`}
              className={buttonClasses(plan.popular ? 'primary' : 'secondary', 'md', 'mt-8 w-full')}
            >
              <Trans>Get Started</Trans>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
