import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { useBranding } from '@/lib/branding';
import { formatCurrency } from '@/lib/format';
import { paths } from '@/lib/paths';
import { FaqAccordion } from '../shared/faq-accordion';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { PlanCards } from '../shared/plan-cards';
import { PageSection, SectionHeading } from '../shared/section-heading';
import { currencyWords } from '@/lib/money-words';

export function PricingPage() {
  const { plans, packages, services, faqs, agency, policies } = useBranding();
  const platforms = Object.values(services)
    .map((service) => service.name)
    .join(', ');
  const cheapest = plans.length ? Math.min(...plans.map((plan) => plan.price)) : 0;
  const { t } = useLingui();
  const agencyName = agency.name;
  const from = formatCurrency(cheapest);
  const days = policies.money_back_days;
  const currency = currencyWords();
  return (
    <>
      <PageMeta
        title={t`Pricing`}
        description={t`${agencyName} plans from ${from} per month and one-time packages for ${platforms}. ${days}-day money-back guarantee.`}
      />
      <PageHero eyebrow={t`Pricing`} title={t`Simple plans, no surprises`}>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          {t`Prices in ${currency} per month, renewing until you cancel, with a ${days}-day money-back guarantee on new subscriptions.`}
        </p>
      </PageHero>
      <PageSection labelledBy="pricing-plans">
        <SectionHeading id="pricing-plans" title={t`Monthly plans`} className="mb-12" />
        <PlanCards plans={plans} platforms={platforms} />
      </PageSection>
      <PageSection labelledBy="pricing-packages" tone="muted">
        <SectionHeading id="pricing-packages" title={t`One-time packages`} className="mb-12">
          <Trans>The same follower and subscriber packages on every platform.</Trans>
        </SectionHeading>
        <div className="mx-auto max-w-2xl overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  <Trans>Followers or subscribers</Trans>
                </th>
                <th scope="col" className="px-5 py-3 text-right font-semibold">
                  <Trans>Price</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {packages.map((pack) => (
                <tr key={pack.count}>
                  <td className="px-5 py-3 font-medium text-slate-900">{pack.count}</td>
                  <td className="px-5 py-3 text-right text-slate-900">{formatCurrency(pack.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {Object.entries(services).map(([key, service]) => {
            const serviceName = service.name;
            return (
              <Link
                key={key}
                to={paths.services[key as keyof typeof paths.services]}
                className={buttonClasses('secondary')}
              >
                {t`${serviceName} packages`}
              </Link>
            );
          })}
        </div>
      </PageSection>
      <PageSection labelledBy="pricing-faq">
        <SectionHeading id="pricing-faq" title={t`Questions about pricing`} className="mb-10" />
        <FaqAccordion faqs={faqs} />
      </PageSection>
    </>
  );
}
