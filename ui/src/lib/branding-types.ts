// The shape of the agency branding document (assets/branding.json, merged with <data_dir>/branding.json by
// the server). Every agency-specific text and number on the public site comes from here.

export type Platform = 'instagram' | 'tiktok' | 'youtube';

export interface Stat {
  value: string;
  label: string;
}

export interface IconItem {
  /** A name from the marketing icon set (users, zap, shield, ...); unknown names get a neutral icon. */
  icon: string;
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Plan {
  id: string;
  name: string;
  price: number;
  popular: boolean;
  /** `{platforms}` is replaced with the service page's platform list. */
  features: string[];
}

export interface FollowerPackage {
  count: string;
  price: number;
}

export interface Person {
  name: string;
  image?: string | null;
}

export interface Testimonial extends Person {
  role: string;
  platform: Platform;
  content: string;
  stats: string;
}

export interface Leader extends Person {
  role: string;
  bio: string;
  linkedin_url?: string | null;
}

export interface SuccessStory extends Person {
  handle: string;
  text: string;
  followers: string;
  growth: string;
}

export interface ServiceContent {
  name: string;
  /** 'followers' or 'subscribers': what the packages on this page sell. */
  audience: string;
  title: string;
  subtitle: string;
  premium_platforms: string;
  live_stats: Array<{ label: string; value: string; change: string }>;
  features: Array<IconItem & { details: string[] }>;
  results: Stat[];
  stories: SuccessStory[];
  faqs: Faq[];
}

/** Part of a document: any object's keys may be left out (a list is given whole). */
export type PartialDocument<T> = T extends unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: PartialDocument<T[K]> }
    : T;

export interface Branding {
  /**
   * The operator's texts per language (the data dir's branding.json), over the agency's own for a reader of
   * that language (lib/branding's inLanguage); only in the document the server sends.
   */
  translations?: Record<string, PartialDocument<Omit<Branding, 'translations'>>>;
  agency: {
    name: string;
    legal_name: string;
    tagline: string;
    description: string;
    logo_url?: string | null;
    /** A PNG or JPEG in the data dir for PDFs, when no logo was uploaded in Settings. */
    logo_file?: string | null;
    founded: number;
    website: string;
  };
  colors: { primary: string; primary_dark: string; accent: string };
  contact: {
    inquiry_email: string;
    support_email: string;
    privacy_email: string;
    phone: string;
    hours: string;
    response_time: string;
    channels: Array<{ icon: string; title: string; description: string; email: string; response_time: string }>;
    offices: Array<{ city: string; flag: string; address: string; zipcode: string; phone: string }>;
    response_guarantee: Array<{ label: string; time: string }>;
    hotline: { title: string; description: string; phone: string; availability: string };
    faqs: Faq[];
  };
  social: Array<{ label: string; url: string }>;
  stats: { home: Stat[]; about: Stat[] };
  home: {
    eyebrow: string;
    title: string;
    subtitle: string;
    slides: Array<{ platform: Platform; title: string; text: string; stat: string }>;
    platforms: Array<{
      platform: Platform;
      description: string;
      features: string[];
      stats: { followers: string; engagement: string; clients: string };
    }>;
    why_choose: IconItem[];
    testimonials: Testimonial[];
  };
  about: {
    title: string;
    intro: string;
    mission: string;
    vision: string;
    values: IconItem[];
    milestones: Array<{ year: string; title: string; description: string }>;
    leaders: Leader[];
  };
  how_it_works: {
    steps: IconItem[];
    benefits: IconItem[];
    timeline: Array<{ period: string; title: string; description: string }>;
  };
  plans: Plan[];
  process: Array<{ title: string; duration: string; description: string }>;
  packages: FollowerPackage[];
  services: Record<Platform, ServiceContent>;
  faqs: Faq[];
  site: {
    /** 0: no free trial, and no page offers one. */
    trial_days: number;
    /** Off: /cart, /checkout and /order-confirmation are not found, and nothing links to them. */
    shop_enabled: boolean;
  };
  policies: {
    last_updated: string;
    minimum_age: number;
    currency: string;
    /** The one refund window: the Terms and the Refund Policy both say it. */
    money_back_days: number;
    service_start: string;
    liability_months: number;
    one_time_full_refund_hours: number;
    one_time_half_refund_hours: number;
    replacement_days: number;
    replacement_cap: string;
    review_days: string;
    processing: Array<{ method: string; time: string }>;
    verification_days: string;
    data_retention: string;
    jurisdiction: string;
  };
}
