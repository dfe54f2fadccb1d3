import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Branding, ServiceContent } from '@/lib/branding-types';
import { cn } from '@/lib/cn';
import { MarketingIcon } from '../shared/marketing-icon';
import { StoryCards } from './success-stories';

const TABS = [
  { id: 'features', label: msg`Features` },
  { id: 'process', label: msg`Process` },
  { id: 'results', label: msg`Results` },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** Features / Process / Results, Features first (spec 001 section 2.13); arrow keys move between tabs. */
export function ServiceTabs({ service, process }: { service: ServiceContent; process: Branding['process'] }) {
  const { t, i18n } = useLingui();
  const serviceName = service.name;
  const [tab, setTab] = useState<Tab>('features');
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKey(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next]!.id);
    buttons.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={t`${serviceName} service details`} className="flex justify-center gap-2">
        {TABS.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${item.id}-tab`}
            aria-selected={tab === item.id}
            aria-controls={`${baseId}-${item.id}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => setTab(item.id)}
            onKeyDown={(event) => onKey(event, index)}
            className={cn(
              'rounded-full px-5 py-2 text-sm font-semibold',
              tab === item.id
                ? 'bg-brand-600 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {i18n._(item.label)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        tabIndex={0}
        className="mt-10"
      >
        {tab === 'features' && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {service.features.map((feature) => (
              <li key={feature.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <MarketingIcon name={feature.icon} />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{feature.description}</p>
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  {feature.details.map((detail) => (
                    <li key={detail} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" /> {detail}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {tab === 'process' && (
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {process.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                <p className="text-sm font-medium text-brand-700">{step.duration}</p>
                <p className="mt-2 text-sm text-slate-600">{step.description}</p>
              </li>
            ))}
          </ol>
        )}
        {tab === 'results' && (
          <div className="space-y-8">
            <dl className="grid gap-6 sm:grid-cols-3">
              {service.results.map((stat) => (
                <div
                  key={stat.label}
                  className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200"
                >
                  <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
                  <dd className="text-3xl font-bold text-brand-700">{stat.value}</dd>
                </div>
              ))}
            </dl>
            <StoryCards stories={service.stories.slice(0, 2)} audience={service.audience} />
          </div>
        )}
      </div>
    </div>
  );
}
