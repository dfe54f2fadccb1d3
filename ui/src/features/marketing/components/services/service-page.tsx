import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { useBranding } from '@/lib/branding';
import type { Platform } from '@/lib/branding-types';
import { formatCurrency } from '@/lib/format';
import { paths } from '@/lib/paths';
import { CtaSection, ctaPrimary, ctaSecondary } from '../shared/cta-section';
import { FaqAccordion } from '../shared/faq-accordion';
import { PageMeta } from '../shared/page-meta';
import { PlanCards } from '../shared/plan-cards';
import { PlatformIcon } from '@/components/platform-icon';
import { PageSection, SectionHeading } from '../shared/section-heading';
import { LiveGrowthCard } from './live-growth-card';
import { ServiceTabs } from './service-tabs';
import { StoryCards } from './success-stories';
import { currencyWords } from '@/lib/money-words';

/** One layout for /services/instagram, /tiktok and /youtube; the wording comes from branding.services. */
export function ServicePage({ platform }: { platform: Platform }) {
  const branding = useBranding();
  const service = branding.services[platform];
  const audience = service.audience;
  const { t } = useLingui();
  const serviceName = service.name;
  const currency = currencyWords();
  return (
    <>
      <PageMeta title={t`${serviceName} growth`} description={`${service.title}. ${service.subtitle}`} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
          <div className="text-center lg:text-left">
            <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              <PlatformIcon platform={platform} className="size-7" /> {t`${serviceName} growth`}
            </p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {service.title}
            </h1>
            <p className="mt-6 text-lg text-slate-600">{service.subtitle}</p>
            <div className="mt-10 flex flex-wrap justify-center gap-3 lg:justify-start">
              <Link to={paths.auth} className={buttonClasses('primary', 'lg')}>
                <Trans>Start Growing Now</Trans> <ArrowRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
              <a href="#pricing" className={buttonClasses('secondary', 'lg')}>
                <Trans>View Pricing</Trans>
              </a>
            </div>
          </div>
          <LiveGrowthCard service={service} />
        </div>
      </section>
      <PageSection labelledBy="service-details">
        <SectionHeading
          id="service-details"
          eyebrow={t`The service`}
          title={t`How we grow your ${serviceName}`}
          className="mb-10"
        />
        <ServiceTabs service={service} process={branding.process ?? []} />
      </PageSection>
      <PageSection id="pricing" labelledBy="service-pricing" tone="muted">
        <SectionHeading id="service-pricing" eyebrow={t`Pricing`} title={t`Monthly growth plans`} className="mb-12">
          <Trans>Prices in {currency} per month. Cancel any time.</Trans>
        </SectionHeading>
        <PlanCards plans={branding.plans} platforms={service.premium_platforms} />
      </PageSection>
      <PageSection labelledBy="service-packages">
        <SectionHeading
          id="service-packages"
          eyebrow={t`One-time packages`}
          title={t`Buy ${serviceName} ${audience}`}
          className="mb-12"
        >
          {t`Real ${audience}, delivered in 24-72 hours.`}
        </SectionHeading>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {branding.packages.map((pack) => {
            const count = pack.count;
            return (
              <li
                key={pack.count}
                className="flex flex-col items-center rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
              >
                <p className="text-2xl font-bold text-slate-900">{pack.count}</p>
                <p className="text-sm text-slate-600 capitalize">{audience}</p>
                <p className="mt-3 text-xl font-semibold text-brand-700">{formatCurrency(pack.price)}</p>
                <Link
                  to={paths.auth}
                  aria-label={t`Get Started with ${count} ${audience}`}
                  className={buttonClasses('secondary', 'sm', 'mt-4 w-full')}
                >
                  <Trans>Get Started</Trans>
                </Link>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection labelledBy="service-stories" tone="muted">
        <SectionHeading
          id="service-stories"
          eyebrow={t`Success stories`}
          title={t`Creators who grew with us`}
          className="mb-12"
        />
        <StoryCards stories={service.stories} audience={audience} />
      </PageSection>
      <PageSection labelledBy="service-faq">
        <SectionHeading id="service-faq" eyebrow={t`FAQ`} title={t`Frequently asked questions`} className="mb-10" />
        <FaqAccordion faqs={service.faqs} />
      </PageSection>
      <CtaSection
        id="service-cta"
        title={t`Ready to grow your ${serviceName}?`}
        text={t`Start today, or ask for a quote tailored to your account.`}
      >
        <Link to={paths.auth} className={ctaPrimary}>
          <Trans>Start Growing Today</Trans>
        </Link>
        <Link to={paths.contact} className={ctaSecondary}>
          <Trans>Get Custom Quote</Trans>
        </Link>
      </CtaSection>
    </>
  );
}
