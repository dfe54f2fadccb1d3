import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { useBranding } from '@/lib/branding';
import { paths } from '@/lib/paths';
import { FaqAccordion } from '../shared/faq-accordion';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { PageSection, SectionHeading } from '../shared/section-heading';

/** /faq: the general questions, then each service page's own. */
export function FaqPage() {
  const { t } = useLingui();
  const { faqs, services, contact, agency } = useBranding();
  const agencyName = agency.name;
  const responseTime = contact.response_time;
  return (
    <>
      <PageMeta
        title={t`FAQ`}
        description={t`Frequently asked questions about ${agencyName}: results, safety, guarantees, payments.`}
      />
      <PageHero eyebrow={t`FAQ`} title={t`Frequently asked questions`}>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          {t`Can't find your answer? Our team replies in ${responseTime}.`}
        </p>
      </PageHero>
      <PageSection labelledBy="faq-general">
        <SectionHeading id="faq-general" title={t`General`} className="mb-8" />
        <FaqAccordion faqs={faqs} />
      </PageSection>
      {Object.entries(services).map(([key, service]) => (
        <PageSection key={key} labelledBy={`faq-${key}`} tone="muted">
          <SectionHeading id={`faq-${key}`} title={service.name} className="mb-8" />
          <FaqAccordion faqs={service.faqs} />
        </PageSection>
      ))}
      <div className="flex justify-center py-14">
        <Link to={paths.contact} className={buttonClasses('primary', 'lg')}>
          <Trans>Ask us a question</Trans>
        </Link>
      </div>
    </>
  );
}
