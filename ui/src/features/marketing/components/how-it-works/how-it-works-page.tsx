import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const agencyName = agency.name;
  const steps = how.steps.map((s) => s.title).join(', ');
  return (
    <>
      <PageMeta title={t`How it works`} description={t`How ${agencyName} grows your audience: ${steps}.`} />
      <PageHero eyebrow={t`How it works`} title={t`From first analysis to steady growth`}>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          <Trans>Four steps, a clear timeline, and a team that reports back at every stage.</Trans>
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={paths.auth} className={buttonClasses('primary', 'lg')}>
            <Trans>Start Growing Today</Trans>
          </Link>
          <Link to={paths.pricing} className={buttonClasses('secondary', 'lg')}>
            <Trans>View Pricing Plans</Trans>
          </Link>
        </div>
      </PageHero>
      <PageSection labelledBy="how-steps">
        <SectionHeading id="how-steps" eyebrow={t`The process`} title={t`Four steps to growth`} />
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
        <SectionHeading id="how-benefits" eyebrow={t`Benefits`} title={t`What you get`} />
        <FeatureGrid items={how.benefits} />
      </PageSection>
      <PageSection labelledBy="how-timeline">
        <SectionHeading id="how-timeline" eyebrow={t`Timeline`} title={t`What growth looks like`} />
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
      <CtaSection
        id="how-cta"
        title={t`Ready to start?`}
        text={t`Create your account and meet your growth team today.`}
      >
        <Link to={paths.auth} className={ctaPrimary}>
          <Trans>Start Your Growth Journey</Trans>
        </Link>
        <Link to={paths.pricing} className={ctaSecondary}>
          <Trans>View Pricing Plans</Trans>
        </Link>
      </CtaSection>
    </>
  );
}
