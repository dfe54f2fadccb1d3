import { paths } from '@/lib/paths';

export const serviceLinks = [
  { to: paths.services.instagram, label: 'Instagram growth' },
  { to: paths.services.tiktok, label: 'TikTok growth' },
  { to: paths.services.youtube, label: 'YouTube growth' },
];

export const mainLinks = [
  { to: paths.howItWorks, label: 'How it works' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
];

export const footerGroups = [
  { title: 'Services', links: serviceLinks },
  {
    title: 'Support',
    links: [
      { to: paths.howItWorks, label: 'How it works' },
      { to: paths.pricing, label: 'Pricing' },
      { to: paths.faq, label: 'FAQ' },
      { to: paths.contact, label: 'Contact us' },
      { to: paths.about, label: 'About us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacy, label: 'Privacy policy' },
      { to: paths.terms, label: 'Terms of service' },
      { to: paths.refund, label: 'Refund policy' },
      { to: paths.cookies, label: 'Cookie policy' },
    ],
  },
];
