import { paths } from '@/lib/paths';
import type { LegalBuilder } from './legal-types';

export const termsOfService: LegalBuilder = ({ agency, contact, policies: p }) => ({
  title: 'Terms of Service',
  description: `The terms that apply when you use ${agency.name}'s website, client portal and social media growth services.`,
  intro: `These terms are an agreement between you and ${agency.legal_name} ("${agency.name}", "we"). By creating an account or buying a service you accept them.`,
  highlights: [
    { icon: 'users', title: `${p.minimum_age}+ only`, text: `You must be at least ${p.minimum_age} years old.` },
    { icon: 'zap', title: 'Fast start', text: `Services begin within ${p.service_start}.` },
    { icon: 'refresh', title: 'Cancel any time', text: 'Monthly plans renew until you cancel.' },
    { icon: 'shield', title: 'Fair limits', text: `Liability capped at ${p.liability_months} months of fees.` },
  ],
  sections: [
    {
      title: 'Acceptance of terms',
      body: [
        'By using our website, portal or services you agree to these terms and to our Privacy Policy. If you do not agree, do not use the services.',
      ],
    },
    {
      title: 'Eligibility',
      body: [
        `You must be at least ${p.minimum_age} years old and able to enter a binding contract. If you act for a company, you confirm you may bind it.`,
      ],
    },
    {
      title: 'Your account',
      body: [
        'Keep your sign-in details safe and your information accurate. You are responsible for activity on your account; tell us at once if you suspect misuse.',
      ],
    },
    {
      title: 'Our services',
      body: [
        'We provide social media growth and management for Instagram, TikTok and YouTube: content planning and approval, audience growth, engagement campaigns, analytics and account management, as described on our service pages.',
      ],
    },
    {
      title: 'Service start and delivery',
      body: [
        `Services begin within ${p.service_start} of a confirmed payment. Delivery times on our pages are typical times, not guarantees.`,
      ],
    },
    {
      title: 'Results',
      body: [
        'Growth depends on your content, your niche and the platforms. We work to the figures we publish but cannot guarantee a specific number of followers, views or sales.',
      ],
    },
    {
      title: 'Your responsibilities',
      body: [
        "You own or may use the content you give us, you follow each platform's rules, and you do not use our services for anything unlawful, misleading or harmful.",
      ],
    },
    {
      title: 'Platform rules',
      body: [
        'Social networks change their rules and features. We adapt our methods to stay within them, but we are not responsible for actions a platform takes on its own initiative.',
      ],
    },
    {
      title: 'Payments and billing',
      body: [
        `- Prices are in ${p.currency} and shown per month for plans.`,
        '- Subscriptions are recurring charges, billed each period until you cancel.',
        `- Bank transfers are verified manually within ${p.verification_days}; the service starts after verification.`,
      ],
    },
    {
      title: 'Cancellation and refunds',
      body: [
        `You can cancel at any time; your plan stays active until the end of the paid period. New subscriptions carry a ${p.money_back_days}-day money-back guarantee: ask for a refund within ${p.money_back_days} days of your first payment. Our Refund Policy sets out the details.`,
      ],
    },
    {
      title: 'Intellectual property',
      body: [
        `The ${agency.name} website, portal, brand and reports are ours. Your content stays yours; you let us use it only to provide the services.`,
      ],
    },
    {
      title: 'Confidentiality',
      body: [
        'We keep your account information, strategies and results confidential, and expect the same for the non-public material we share with you.',
      ],
    },
    {
      title: 'Limitation of liability',
      body: [
        `To the extent the law allows, our total liability is limited to the amounts you paid us in the ${p.liability_months} months before the claim, and we are not liable for indirect or consequential losses.`,
      ],
    },
    {
      title: 'Suspension and termination',
      body: [
        'We may suspend or close accounts that break these terms or put other users or platforms at risk. You may close your account at any time from your settings.',
      ],
    },
    {
      title: 'Governing law',
      body: [`These terms are governed by the laws of ${p.jurisdiction}, without regard to conflict-of-law rules.`],
    },
    {
      title: 'Changes and contact',
      body: [
        `We may update these terms and will post the new version here with its date. Questions: ${contact.support_email}.`,
      ],
    },
  ],
  cta: {
    title: 'Questions about these terms?',
    text: 'We are happy to explain anything before you sign up.',
    links: [
      { to: paths.contact, label: 'Contact us' },
      { to: paths.auth, label: 'Create an account' },
    ],
  },
});
