import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Mail, MapPin, Phone, ShieldCheck, Siren } from 'lucide-react';
import { useBranding } from '@/lib/branding';
import { CountryFlag } from '../shared/country-flag';
import { FaqAccordion } from '../shared/faq-accordion';
import { MarketingIcon } from '../shared/marketing-icon';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { PageSection, SectionHeading } from '../shared/section-heading';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const { contact, agency } = useBranding();
  const { t } = useLingui();
  const agencyName = agency.name;
  const cities = contact.offices.map((o) => o.city).join(', ');
  const responseTime = contact.response_time;
  const hours = contact.hours;
  return (
    <>
      <PageMeta
        title={t`Contact us`}
        description={t`Talk to the ${agencyName} team: support, sales, partnerships and press. Offices in ${cities}.`}
      />
      <PageHero eyebrow={t`Contact`} title={t`Talk to our team`}>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          {t`Questions about growth, plans or your account? We answer in ${responseTime}, ${hours}.`}
        </p>
      </PageHero>
      <PageSection labelledBy="contact-channels">
        <h2 id="contact-channels" className="sr-only">
          <Trans>Ways to reach us</Trans>
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {contact.channels.map((channel) => {
            const channelTime = channel.response_time;
            return (
              <li
                key={channel.title}
                className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <MarketingIcon name={channel.icon} />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{channel.title}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-600">{channel.description}</p>
                <a
                  href={`mailto:${channel.email}`}
                  className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium break-all text-brand-700 hover:underline"
                >
                  <Mail className="size-4 shrink-0" aria-hidden="true" /> {channel.email}
                </a>
                <p className="mt-2 inline-flex items-center gap-1.5 text-xs text-slate-600">
                  <Clock className="size-3.5" aria-hidden="true" /> {t`Response ${channelTime}`}
                </p>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection labelledBy="contact-form" tone="muted">
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="contact-form" className="text-2xl font-bold text-slate-900">
              <Trans>Send us a message</Trans>
            </h2>
            <p className="mt-2 mb-6 text-slate-600">
              <Trans>Company and inquiry type are optional; everything else is needed.</Trans>
            </p>
            <ContactForm />
          </div>
          <aside className="space-y-6" aria-label={t`Response times and offices`}>
            <div className="rounded-2xl bg-brand-700 p-6 text-white">
              <h3 className="flex items-center gap-2 font-semibold">
                <ShieldCheck className="size-5" aria-hidden="true" /> <Trans>Our response guarantee</Trans>
              </h3>
              <dl className="mt-4 space-y-2 text-sm">
                {contact.response_guarantee.map((row) => {
                  const time = row.time;
                  return (
                    <div key={row.label} className="flex justify-between gap-4">
                      <dt className="text-white/90">{row.label}</dt>
                      <dd className="font-semibold">{t`within ${time}`}</dd>
                    </div>
                  );
                })}
              </dl>
            </div>
            <div className="rounded-2xl bg-white p-6 ring-1 ring-red-200">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Siren className="size-5 text-red-600" aria-hidden="true" /> {contact.hotline.title}
              </h3>
              <p className="mt-2 text-sm text-slate-600">{`${contact.hotline.description} (${contact.hotline.availability})`}</p>
              <a
                href={`tel:${contact.hotline.phone.replace(/[^+\d]/g, '')}`}
                className="mt-3 inline-flex items-center gap-1.5 font-semibold text-red-700 hover:underline"
              >
                <Phone className="size-4" aria-hidden="true" /> {contact.hotline.phone}
              </a>
            </div>
          </aside>
        </div>
      </PageSection>
      <PageSection labelledBy="contact-offices">
        <SectionHeading id="contact-offices" eyebrow={t`Offices`} title={t`Where to find us`} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {contact.offices.map((office) => (
            <li key={office.city} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <CountryFlag flag={office.flag} /> {office.city}
              </h3>
              <p className="mt-3 flex gap-2 text-sm text-slate-600">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {office.address}
                  <br />
                  {office.zipcode}
                </span>
              </p>
              <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
                <Phone className="size-4 shrink-0" aria-hidden="true" /> {office.phone}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection labelledBy="contact-faq" tone="muted">
        <SectionHeading id="contact-faq" eyebrow={t`FAQ`} title={t`Quick answers`} className="mb-10" />
        <FaqAccordion faqs={contact.faqs} />
      </PageSection>
    </>
  );
}
