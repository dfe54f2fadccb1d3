import { useLingui } from '@lingui/react/macro';
import { Calendar } from 'lucide-react';
import { Link } from 'react-router';
import { useBranding } from '@/lib/branding';
import { CtaSection, ctaPrimary, ctaSecondary } from '../shared/cta-section';
import { MarketingIcon } from '../shared/marketing-icon';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { cookiePolicy } from './cookie-policy';
import type { LegalBuilder, LegalKind } from './legal-types';
import { privacyPolicy } from './privacy-policy';
import { refundPolicy } from './refund-policy';
import { termsOfService } from './terms-of-service';

const builders: Record<LegalKind, LegalBuilder> = {
  privacy: privacyPolicy,
  terms: termsOfService,
  refund: refundPolicy,
  cookies: cookiePolicy,
};

/** Privacy, terms, refund and cookies: highlights grid, numbered sections, closing call to action. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const branding = useBranding();
  // The documents' words are messages (lib/i18n): useLingui draws them again when the language changes.
  const { t } = useLingui();
  const doc = builders[kind](branding);
  const updated = branding.policies.last_updated;
  return (
    <>
      <PageMeta title={doc.title} description={doc.description} />
      <PageHero eyebrow={t`Legal`} title={doc.title}>
        <p className="mt-4 inline-flex items-center gap-2 text-sm text-slate-600">
          <Calendar className="size-4" aria-hidden="true" /> {t`Last updated ${updated}`}
        </p>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{doc.intro}</p>
      </PageHero>
      <section aria-label={t`Highlights`} className="mx-auto max-w-5xl px-4 sm:px-6">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {doc.highlights.map((item) => (
            <li key={item.title} className="rounded-2xl bg-brand-50 p-5">
              <MarketingIcon name={item.icon} className="size-6 text-brand-700" />
              <h2 className="mt-3 font-semibold text-slate-900">{item.title}</h2>
              <p className="mt-1 text-sm text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <ol className="space-y-10">
          {doc.sections.map((section, index) => (
            <li key={section.title}>
              <h2 className="text-xl font-semibold text-slate-900">{`${index + 1}. ${section.title}`}</h2>
              <div className="mt-3 space-y-3 text-slate-700">
                {section.body.map((paragraph) =>
                  paragraph.startsWith('- ') ? (
                    <p key={paragraph} className="flex gap-2 pl-2">
                      <span aria-hidden="true">•</span>
                      <span>{paragraph.slice(2)}</span>
                    </p>
                  ) : (
                    <p key={paragraph}>{paragraph}</p>
                  ),
                )}
              </div>
            </li>
          ))}
        </ol>
      </article>
      <CtaSection id="legal-cta" title={doc.cta.title} text={doc.cta.text}>
        {doc.cta.links.map((link, index) => (
          <Link key={link.to} to={link.to} className={index === 0 ? ctaPrimary : ctaSecondary}>
            {link.label}
          </Link>
        ))}
      </CtaSection>
    </>
  );
}
