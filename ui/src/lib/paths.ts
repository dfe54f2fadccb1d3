// Every top-level route (spec 001 section 2.1) and dashboard hash section, named once.

/* eslint-disable lingui/no-unlocalized-strings -- routes */
export const paths = {
  home: '/',
  howItWorks: '/how-it-works',
  contact: '/contact',
  about: '/about',
  pricing: '/pricing',
  services: {
    instagram: '/services/instagram',
    tiktok: '/services/tiktok',
    youtube: '/services/youtube',
  },
  privacy: '/privacy',
  terms: '/terms',
  refund: '/refund',
  cookies: '/cookies',
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation',
  blog: '/blog',
  faq: '/faq',
  paymentResult: '/payment-result',
  auth: '/auth',
  dashboard: '/dashboard',
} as const;

export const SECTIONS = [
  'overview',
  'clients',
  'tasks',
  'content',
  'publishing',
  'performance',
  'messages',
  'invoices',
  'billing',
  'settings',
  'notifications',
] as const;
export type Section = (typeof SECTIONS)[number];

export const DEFAULT_SECTION: Section = 'overview';

export function sectionHref(section: Section): string {
  return `${paths.dashboard}#${section}`;
}

/** Where Pay Now goes: that invoice's transfer view when there is one, else the Billing section. */
export function payHref(invoiceId: number | null | undefined): string {
  const billing = sectionHref('billing');
  return invoiceId ? `${billing}?invoice=${invoiceId}` : billing;
}

/**
 * Where a review link opens: `/review/<key>`, public, one page per key. Not in `paths`, whose pages the
 * server lists one by one; the server serves the app for any path under this prefix.
 */
export const REVIEW_PREFIX = '/review/';
/* eslint-enable lingui/no-unlocalized-strings */
