import { t } from '@lingui/core/macro';
import { paths } from '@/lib/paths';
import { item, type LegalBuilder } from './legal-types';

export const termsOfService: LegalBuilder = ({ agency, contact, policies: p }) => {
  const agencyName = agency.name;
  const legalName = agency.legal_name;
  const minimumAge = p.minimum_age;
  const serviceStart = p.service_start;
  const liabilityMonths = p.liability_months;
  const currency = p.currency;
  const verificationDays = p.verification_days;
  const days = p.money_back_days;
  const jurisdiction = p.jurisdiction;
  const supportEmail = contact.support_email;
  return {
    title: t`Terms of Service`,
    description: t`The terms that apply when you use ${agencyName}'s website, client portal and social media growth services.`,
    intro: t`These terms are an agreement between you and ${legalName} ("${agencyName}", "we"). By creating an account or buying a service you accept them.`,
    highlights: [
      { icon: 'users', title: t`${minimumAge}+ only`, text: t`You must be at least ${minimumAge} years old.` },
      { icon: 'zap', title: t`Fast start`, text: t`Services begin within ${serviceStart}.` },
      { icon: 'refresh', title: t`Cancel any time`, text: t`Monthly plans renew until you cancel.` },
      { icon: 'shield', title: t`Fair limits`, text: t`Liability capped at ${liabilityMonths} months of fees.` },
    ],
    sections: [
      {
        title: t`Acceptance of terms`,
        body: [
          t`By using our website, portal or services you agree to these terms and to our Privacy Policy. If you do not agree, do not use the services.`,
        ],
      },
      {
        title: t`Eligibility`,
        body: [
          t`You must be at least ${minimumAge} years old and able to enter a binding contract. If you act for a company, you confirm you may bind it.`,
        ],
      },
      {
        title: t`Your account`,
        body: [
          t`Keep your sign-in details safe and your information accurate. You are responsible for activity on your account; tell us at once if you suspect misuse.`,
        ],
      },
      {
        title: t`Our services`,
        body: [
          t`We provide social media growth and management for Instagram, TikTok and YouTube: content planning and approval, audience growth, engagement campaigns, analytics and account management, as described on our service pages.`,
        ],
      },
      {
        title: t`Service start and delivery`,
        body: [
          t`Services begin within ${serviceStart} of a confirmed payment. Delivery times on our pages are typical times, not guarantees.`,
        ],
      },
      {
        title: t`Results`,
        body: [
          t`Growth depends on your content, your niche and the platforms. We work to the figures we publish but cannot guarantee a specific number of followers, views or sales.`,
        ],
      },
      {
        title: t`Your responsibilities`,
        body: [
          t`You own or may use the content you give us, you follow each platform's rules, and you do not use our services for anything unlawful, misleading or harmful.`,
        ],
      },
      {
        title: t`Platform rules`,
        body: [
          t`Social networks change their rules and features. We adapt our methods to stay within them, but we are not responsible for actions a platform takes on its own initiative.`,
        ],
      },
      {
        title: t`Payments and billing`,
        body: [
          item(t`Prices are in ${currency} and shown per month for plans.`),
          item(t`Subscriptions are recurring charges, billed each period until you cancel.`),
          item(
            t`Bank transfers are verified manually within ${verificationDays}; the service starts after verification.`,
          ),
        ],
      },
      {
        title: t`Cancellation and refunds`,
        body: [
          t`You can cancel at any time; your plan stays active until the end of the paid period. New subscriptions carry a ${days}-day money-back guarantee: ask for a refund within ${days} days of your first payment. Our Refund Policy sets out the details.`,
        ],
      },
      {
        title: t`Intellectual property`,
        body: [
          t`The ${agencyName} website, portal, brand and reports are ours. Your content stays yours; you let us use it only to provide the services.`,
        ],
      },
      {
        title: t`Confidentiality`,
        body: [
          t`We keep your account information, strategies and results confidential, and expect the same for the non-public material we share with you.`,
        ],
      },
      {
        title: t`Limitation of liability`,
        body: [
          t`To the extent the law allows, our total liability is limited to the amounts you paid us in the ${liabilityMonths} months before the claim, and we are not liable for indirect or consequential losses.`,
        ],
      },
      {
        title: t`Suspension and termination`,
        body: [
          t`We may suspend or close accounts that break these terms or put other users or platforms at risk. You may close your account at any time from your settings.`,
        ],
      },
      {
        title: t`Governing law`,
        body: [t`These terms are governed by the laws of ${jurisdiction}, without regard to conflict-of-law rules.`],
      },
      {
        title: t`Changes and contact`,
        body: [
          t`We may update these terms and will post the new version here with its date. Questions: ${supportEmail}.`,
        ],
      },
    ],
    cta: {
      title: t`Questions about these terms?`,
      text: t`We are happy to explain anything before you sign up.`,
      links: [
        { to: paths.contact, label: t`Contact us` },
        { to: paths.auth, label: t`Create an account` },
      ],
    },
  };
};
