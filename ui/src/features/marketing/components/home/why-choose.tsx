import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import type { IconItem } from '@/lib/branding-types';
import { MarketingIcon } from '../shared/marketing-icon';
import { PageSection, SectionHeading } from '../shared/section-heading';

export function FeatureGrid({ items, columns = 3 }: { items: IconItem[]; columns?: 3 | 4 }) {
  return (
    <ul className={cn('mt-12 grid gap-6 sm:grid-cols-2', columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <MarketingIcon name={item.icon} />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function WhyChoose({ items, agency }: { items: IconItem[]; agency: string }) {
  const { t } = useLingui();
  return (
    <PageSection labelledBy="home-why" tone="muted">
      <SectionHeading id="home-why" eyebrow={t`Why us`} title={t`Why choose ${agency}`}>
        <Trans>Real people, safe methods and results you can check.</Trans>
      </SectionHeading>
      <FeatureGrid items={items} />
    </PageSection>
  );
}
