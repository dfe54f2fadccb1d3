import { paths } from '@/lib/paths';
import type { LegalBuilder } from './legal-types';

export const cookiePolicy: LegalBuilder = ({ agency, contact }) => ({
  title: 'Cookie Policy',
  description: `Which cookies and browser storage ${agency.name} uses, why, and how to control them.`,
  intro: `This policy explains how ${agency.legal_name} uses cookies and similar technologies such as local storage on our website and client portal.`,
  highlights: [
    { icon: 'shield', title: 'Essential only', text: 'Sign-in and preferences, nothing more.' },
    { icon: 'users', title: 'No ad tracking', text: 'No advertising or cross-site tracking cookies.' },
    { icon: 'zap', title: 'Light', text: 'A handful of small, first-party items.' },
    { icon: 'refresh', title: 'Your choice', text: 'Clear them in your browser at any time.' },
  ],
  sections: [
    {
      title: 'What cookies are',
      body: [
        'Cookies are small text files a website stores in your browser. Local storage works similarly and keeps data on your device.',
      ],
    },
    {
      title: 'How we use them',
      body: ['We use them to keep you signed in, remember your settings and keep the service secure.'],
    },
    {
      title: 'Essential storage',
      body: [
        '- auth_token: keeps you signed in to the client portal until you sign out.',
        '- user: your basic profile, so the portal shows your name straight away.',
        'The service does not work without these.',
      ],
    },
    {
      title: 'Preference storage',
      body: ['We may store choices such as notification preferences so you do not have to set them again.'],
    },
    {
      title: 'Analytics',
      body: ['We do not use third-party analytics cookies. Usage figures we need come from our own server logs.'],
    },
    {
      title: 'Advertising',
      body: [
        'We do not use advertising or retargeting cookies, and we do not let third parties track you on our site.',
      ],
    },
    {
      title: 'Third-party content',
      body: ['Links to social networks take you to their sites, which set their own cookies under their own policies.'],
    },
    {
      title: 'Managing cookies',
      body: [
        'You can block or delete cookies and site data in your browser settings. Signing out removes our sign-in data; blocking it entirely stops you signing in.',
      ],
    },
    {
      title: 'Retention',
      body: ['Sign-in data stays until you sign out or clear it. Preference data stays until you change or clear it.'],
    },
    { title: 'Changes', body: ['If we add new cookies we will update this policy and its date first.'] },
    { title: 'Contact', body: [`Questions about cookies: ${contact.privacy_email}.`] },
  ],
  cta: {
    title: 'More about your data',
    text: 'Our Privacy Policy explains everything we collect and why.',
    links: [
      { to: paths.privacy, label: 'Read the Privacy Policy' },
      { to: paths.contact, label: 'Contact us' },
    ],
  },
});
