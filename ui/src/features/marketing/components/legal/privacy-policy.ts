import { t } from '@lingui/core/macro';
import { paths } from '@/lib/paths';
import { item, type LegalBuilder } from './legal-types';

export const privacyPolicy: LegalBuilder = ({ agency, contact, policies }) => {
  const agencyName = agency.name;
  const legalName = agency.legal_name;
  const retention = policies.data_retention;
  const privacyEmail = contact.privacy_email;
  const minimumAge = policies.minimum_age;
  return {
    title: t`Privacy Policy`,
    description: t`How ${agencyName} collects, uses and protects your personal information.`,
    intro: t`This policy explains what personal information ${legalName} ("${agencyName}", "we") collects when you use our website, client portal and growth services, why we collect it, and the choices you have.`,
    highlights: [
      { icon: 'shield', title: t`No passwords`, text: t`We never ask for your social media passwords.` },
      { icon: 'users', title: t`No selling`, text: t`We do not sell or rent your personal data.` },
      { icon: 'search', title: t`Your rights`, text: t`Access, correct or delete your data at any time.` },
      { icon: 'zap', title: t`Secure`, text: t`Encrypted connections and hashed passwords.` },
    ],
    sections: [
      {
        title: t`Information we collect`,
        body: [
          t`We collect the information you give us and the information created when you use the service:`,
          item(t`Account details: name, email address, company, profile photo and biography.`),
          item(
            t`Social accounts you connect: public profile data and performance figures (followers, engagement, reach).`,
          ),
          item(t`Content you submit for approval, messages with our team and files you attach.`),
          item(t`Billing details: the plan you choose and the name on your bank transfer for verification.`),
          item(t`Messages you send through our contact form.`),
        ],
      },
      {
        title: t`How we use your information`,
        body: [
          t`We use your information to provide and improve our services, run growth campaigns for the accounts you connect, report on results, verify payments, answer your questions and send service notices. We do not use it for anything you would not reasonably expect.`,
        ],
      },
      {
        title: t`Legal bases`,
        body: [
          t`Where data protection law requires a legal basis, we rely on the performance of our contract with you, our legitimate interest in running and securing the service, your consent (which you can withdraw) and legal obligations such as bookkeeping.`,
        ],
      },
      {
        title: t`Connected social accounts`,
        body: [
          t`When you connect an account we receive an access token from the platform, never your password. You can disconnect an account in your dashboard at any time, and we then stop collecting data from it.`,
        ],
      },
      {
        title: t`Sharing`,
        body: [
          t`We share information only with service providers who help us run the service (hosting, email delivery) under confidentiality obligations, when the law requires it, or with your consent. We do not sell personal information.`,
        ],
      },
      {
        title: t`Cookies`,
        body: [
          t`We use a small number of cookies and similar storage to keep you signed in and remember preferences. Our Cookie Policy explains them in detail.`,
        ],
      },
      {
        title: t`Data retention`,
        body: [t`We keep personal information ${retention}. Payment records are kept as long as tax law requires.`],
      },
      {
        title: t`Security`,
        body: [
          t`Connections to our service are encrypted, passwords are stored hashed, and access to client data is limited to the staff who need it. No method is perfectly secure, but we work to protect your information and will tell you promptly of any breach that affects you.`,
        ],
      },
      {
        title: t`Your rights`,
        body: [
          t`You can access, correct, export or delete your personal information, object to or restrict some uses, and withdraw consent. Most of this is available in your dashboard settings; for anything else write to ${privacyEmail}. You may also complain to your local data protection authority.`,
        ],
      },
      {
        title: t`Children's privacy`,
        body: [
          t`Our services are for people aged ${minimumAge} and over. We do not knowingly collect information from anyone younger.`,
        ],
      },
      {
        title: t`Changes and contact`,
        body: [
          t`We may update this policy and will post the new version here with its date; significant changes are announced by email or in the portal. Questions: ${privacyEmail}.`,
        ],
      },
    ],
    cta: {
      title: t`Questions about your privacy?`,
      text: t`Our team is happy to explain how we handle your data.`,
      links: [
        { to: paths.contact, label: t`Contact us` },
        { to: paths.home, label: t`Back to home` },
      ],
    },
  };
};
