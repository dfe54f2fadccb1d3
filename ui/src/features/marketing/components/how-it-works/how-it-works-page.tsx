import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { useBranding } from '@/lib/branding';
import { paths } from '@/lib/paths';
import { FeatureGrid } from '../home/why-choose';
import { CtaSection, ctaPrimary, ctaSecondary } from '../shared/cta-section';
import { MarketingIcon } from '../shared/marketing-icon';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { PageSection, SectionHeading } from '../shared/section-heading';

export function HowItWorksPage() {
  const { how_it_works: how, agency } = useBranding();
  return (
    <>
      <PageMeta
        title="How it works"
        description={`How ${agency.name} grows your audience: ${how.steps.map((s) => s.title).join(', ')}.`}
      />
      <PageHero eyebrow="How it works" title="From first analysis to steady growth">
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          Four steps, a clear timeline, and a team that reports back at every stage.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={paths.auth} className={buttonClasses('primary', 'lg')}>
            Start Growing Today
          </Link>
          <Link to={paths.pricing} className={buttonClasses('secondary', 'lg')}>
            View Pricing Plans
          </Link>
        </div>
      </PageHero>
      <PageSection labelledBy="how-steps">
        <SectionHeading id="how-steps" eyebrow="The process" title="Four steps to growth" />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {how.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                <MarketingIcon name={step.icon} />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{`${index + 1}. ${step.title}`}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection labelledBy="how-benefits" tone="muted">
        <SectionHeading id="how-benefits" eyebrow="Benefits" title="What you get" />
        <FeatureGrid items={how.benefits} />
      </PageSection>
      <PageSection labelledBy="how-timeline">
        <SectionHeading id="how-timeline" eyebrow="Timeline" title="What growth looks like" />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {how.timeline.map((phase) => (
            <li key={phase.period} className="rounded-2xl border-t-4 border-brand-600 bg-slate-50 p-6">
              <p className="text-sm font-semibold text-brand-700">{phase.period}</p>
              <h3 className="mt-1 text-xl font-bold text-slate-900">{phase.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{phase.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <CtaSection id="how-cta" title="Ready to start?" text="Create your account and meet your growth team today.">
        <Link to={paths.auth} className={ctaPrimary}>
          Start Your Growth Journey
        </Link>
        <Link to={paths.pricing} className={ctaSecondary}>
          View Pricing Plans
        </Link>
      </CtaSection>
    </>
  );
}
