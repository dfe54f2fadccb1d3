import { paths } from '@/lib/paths';

interface InfoPageContent {
  eyebrow: string;
  title: string;
  intro: string;
}

// Headings only for now; [B4] replaces these with the full marketing pages.
export const infoPages: Record<string, InfoPageContent> = {
  [paths.howItWorks]: {
    eyebrow: 'How it works',
    title: 'From first analysis to steady growth',
    intro: 'Account analysis, strategy, growth execution, then monitoring and optimisation.',
  },
  [paths.contact]: {
    eyebrow: 'Contact',
    title: 'Talk to our team',
    intro: 'General support answers within 24 hours, sales within 4 hours.',
  },
  [paths.about]: {
    eyebrow: 'About',
    title: 'We help creators and businesses grow',
    intro: 'A team of strategists and account managers working across Instagram, TikTok and YouTube.',
  },
  [paths.services.instagram]: {
    eyebrow: 'Instagram growth',
    title: 'Grow your Instagram audience',
    intro: 'Real followers and better engagement, with first results in 7-14 days.',
  },
  [paths.services.tiktok]: {
    eyebrow: 'TikTok growth',
    title: 'Grow your TikTok audience',
    intro: 'Reach the viewers who fit your content, with results you can follow every week.',
  },
  [paths.services.youtube]: {
    eyebrow: 'YouTube growth',
    title: 'Grow your YouTube channel',
    intro: 'More subscribers and watch time from audiences that match your channel.',
  },
  [paths.privacy]: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    intro: 'How we collect, use and protect your information. Last updated October 4, 2025.',
  },
  [paths.terms]: {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    intro: 'The terms that apply when you use our services. Last updated October 4, 2025.',
  },
  [paths.refund]: {
    eyebrow: 'Legal',
    title: 'Refund Policy',
    intro: 'A 30-day money-back guarantee on new subscriptions. Last updated October 4, 2025.',
  },
  [paths.cookies]: {
    eyebrow: 'Legal',
    title: 'Cookie Policy',
    intro: 'Which cookies we use and why. Last updated October 4, 2025.',
  },
};
