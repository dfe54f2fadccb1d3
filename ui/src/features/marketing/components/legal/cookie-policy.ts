import { t } from '@lingui/core/macro';
import { paths } from '@/lib/paths';
import { item, type LegalBuilder } from './legal-types';

export const cookiePolicy: LegalBuilder = ({ agency, contact }) => {
  const agencyName = agency.name;
  const legalName = agency.legal_name;
  const privacyEmail = contact.privacy_email;
  return {
    title: t`Cookie Policy`,
    description: t`Which cookies and browser storage ${agencyName} uses, why, and how to control them.`,
    intro: t`This policy explains how ${legalName} uses cookies and similar technologies such as local storage on our website and client portal.`,
    highlights: [
      { icon: 'shield', title: t`Essential only`, text: t`Sign-in and preferences, nothing more.` },
      { icon: 'users', title: t`No ad tracking`, text: t`No advertising or cross-site tracking cookies.` },
      { icon: 'zap', title: t`Light`, text: t`A handful of small, first-party items.` },
      { icon: 'refresh', title: t`Your choice`, text: t`Clear them in your browser at any time.` },
    ],
    sections: [
      {
        title: t`What cookies are`,
        body: [
          t`Cookies are small text files a website stores in your browser. Local storage works similarly and keeps data on your device.`,
        ],
      },
      {
        title: t`How we use them`,
        body: [t`We use them to keep you signed in, remember your settings and keep the service secure.`],
      },
      {
        title: t`Essential storage`,
        body: [
          item(t`auth_token: keeps you signed in to the client portal until you sign out.`),
          item(t`user: your basic profile, so the portal shows your name straight away.`),
          t`The service does not work without these.`,
        ],
      },
      {
        title: t`Preference storage`,
        body: [t`We may store choices such as notification preferences so you do not have to set them again.`],
      },
      {
        title: t`Analytics`,
        body: [t`We do not use third-party analytics cookies. Usage figures we need come from our own server logs.`],
      },
      {
        title: t`Advertising`,
        body: [
          t`We do not use advertising or retargeting cookies, and we do not let third parties track you on our site.`,
        ],
      },
      {
        title: t`Third-party content`,
        body: [
          t`Links to social networks take you to their sites, which set their own cookies under their own policies.`,
        ],
      },
      {
        title: t`Managing cookies`,
        body: [
          t`You can block or delete cookies and site data in your browser settings. Signing out removes our sign-in data; blocking it entirely stops you signing in.`,
        ],
      },
      {
        title: t`Retention`,
        body: [
          t`Sign-in data stays until you sign out or clear it. Preference data stays until you change or clear it.`,
        ],
      },
      { title: t`Changes`, body: [t`If we add new cookies we will update this policy and its date first.`] },
      { title: t`Contact`, body: [t`Questions about cookies: ${privacyEmail}.`] },
    ],
    cta: {
      title: t`More about your data`,
      text: t`Our Privacy Policy explains everything we collect and why.`,
      links: [
        { to: paths.privacy, label: t`Read the Privacy Policy` },
        { to: paths.contact, label: t`Contact us` },
      ],
    },
  };
};
