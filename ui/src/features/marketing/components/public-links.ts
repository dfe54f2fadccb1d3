import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '@/lib/paths';

export interface PublicLink {
  to: string;
  label: MessageDescriptor;
}

export const serviceLinks: PublicLink[] = [
  { to: paths.services.instagram, label: msg`Instagram growth` },
  { to: paths.services.tiktok, label: msg`TikTok growth` },
  { to: paths.services.youtube, label: msg`YouTube growth` },
];

export const mainLinks: PublicLink[] = [
  { to: paths.howItWorks, label: msg`How it works` },
  { to: paths.pricing, label: msg`Pricing` },
  { to: paths.about, label: msg`About` },
  { to: paths.contact, label: msg`Contact` },
];

export const footerGroups: Array<{ key: string; title: MessageDescriptor; links: PublicLink[] }> = [
  { key: 'services', title: msg`Services`, links: serviceLinks },
  {
    key: 'support',
    title: msg`Support`,
    links: [
      { to: paths.howItWorks, label: msg`How it works` },
      { to: paths.pricing, label: msg`Pricing` },
      { to: paths.faq, label: msg`FAQ` },
      { to: paths.contact, label: msg`Contact us` },
      { to: paths.about, label: msg`About us` },
    ],
  },
  {
    key: 'legal',
    title: msg`Legal`,
    links: [
      { to: paths.privacy, label: msg`Privacy policy` },
      { to: paths.terms, label: msg`Terms of service` },
      { to: paths.refund, label: msg`Refund policy` },
      { to: paths.cookies, label: msg`Cookie policy` },
    ],
  },
];
