import { paths } from '@/lib/paths';
import type { LegalBuilder } from './legal-types';

export const privacyPolicy: LegalBuilder = ({ agency, contact, policies }) => ({
  title: 'Privacy Policy',
  description: `How ${agency.name} collects, uses and protects your personal information.`,
  intro: `This policy explains what personal information ${agency.legal_name} ("${agency.name}", "we") collects when you use our website, client portal and growth services, why we collect it, and the choices you have.`,
  highlights: [
    { icon: 'shield', title: 'No passwords', text: 'We never ask for your social media passwords.' },
    { icon: 'users', title: 'No selling', text: 'We do not sell or rent your personal data.' },
    { icon: 'search', title: 'Your rights', text: 'Access, correct or delete your data at any time.' },
    { icon: 'zap', title: 'Secure', text: 'Encrypted connections and hashed passwords.' },
  ],
  sections: [
    {
      title: 'Information we collect',
      body: [
        'We collect the information you give us and the information created when you use the service:',
        '- Account details: name, email address, company, profile photo and biography.',
        '- Social accounts you connect: public profile data and performance figures (followers, engagement, reach).',
        '- Content you submit for approval, messages with our team and files you attach.',
        '- Billing details: the plan you choose and the name on your bank transfer for verification.',
        '- Messages you send through our contact form.',
      ],
    },
    {
      title: 'How we use your information',
      body: [
        'We use your information to provide and improve our services, run growth campaigns for the accounts you connect, report on results, verify payments, answer your questions and send service notices. We do not use it for anything you would not reasonably expect.',
      ],
    },
    {
      title: 'Legal bases',
      body: [
        'Where data protection law requires a legal basis, we rely on the performance of our contract with you, our legitimate interest in running and securing the service, your consent (which you can withdraw) and legal obligations such as bookkeeping.',
      ],
    },
    {
      title: 'Connected social accounts',
      body: [
        'When you connect an account we receive an access token from the platform, never your password. You can disconnect an account in your dashboard at any time, and we then stop collecting data from it.',
      ],
    },
    {
      title: 'Sharing',
      body: [
        'We share information only with service providers who help us run the service (hosting, email delivery) under confidentiality obligations, when the law requires it, or with your consent. We do not sell personal information.',
      ],
    },
    {
      title: 'Cookies',
      body: [
        'We use a small number of cookies and similar storage to keep you signed in and remember preferences. Our Cookie Policy explains them in detail.',
      ],
    },
    {
      title: 'Data retention',
      body: [
        `We keep personal information ${policies.data_retention}. Payment records are kept as long as tax law requires.`,
      ],
    },
    {
      title: 'Security',
      body: [
        'Connections to our service are encrypted, passwords are stored hashed, and access to client data is limited to the staff who need it. No method is perfectly secure, but we work to protect your information and will tell you promptly of any breach that affects you.',
      ],
    },
    {
      title: 'Your rights',
      body: [
        `You can access, correct, export or delete your personal information, object to or restrict some uses, and withdraw consent. Most of this is available in your dashboard settings; for anything else write to ${contact.privacy_email}. You may also complain to your local data protection authority.`,
      ],
    },
    {
      title: "Children's privacy",
      body: [
        `Our services are for people aged ${policies.minimum_age} and over. We do not knowingly collect information from anyone younger.`,
      ],
    },
    {
      title: 'Changes and contact',
      body: [
        `We may update this policy and will post the new version here with its date; significant changes are announced by email or in the portal. Questions: ${contact.privacy_email}.`,
      ],
    },
  ],
  cta: {
    title: 'Questions about your privacy?',
    text: 'Our team is happy to explain how we handle your data.',
    links: [
      { to: paths.contact, label: 'Contact us' },
      { to: paths.home, label: 'Back to home' },
    ],
  },
});
