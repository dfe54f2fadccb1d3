// The generic editor's rules: how a branding key is labelled and edited, and how a path names a field the
// way the server's 422 does (`contact.offices[1].phone`, under `document.`).

import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n';
import { msg } from '@lingui/core/macro';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Paragraphs on the pages; the server allows line breaks and 1,000 characters in these (branding_check.rs). */
export const LONG_KEYS = new Set([
  'description',
  'subtitle',
  'intro',
  'mission',
  'vision',
  'answer',
  'text',
  'content',
  'bio',
  'data_retention',
]);
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 1000;
export const LIST_MAX = 30;

const LABELS: Record<string, MessageDescriptor> = {
  money_back_days: msg`Refund window (days), on the Terms and the Refund Policy`,
  trial_days: msg`Free trial (days; 0 for no trial)`,
  shop_enabled: msg`Cart and checkout pages`,
  primary_dark: msg`Primary (dark)`,
  how_it_works: msg`How it works`,
  why_choose: msg`Why choose us`,
  faqs: msg`FAQs`,
  linkedin_url: msg`LinkedIn URL`,
  url: msg`URL`,
  // The branding document's other keys, named in words as labelFor would spell them.
  about: msg`About`,
  accent: msg`Accent`,
  address: msg`Address`,
  agency: msg`Agency`,
  answer: msg`Answer`,
  audience: msg`Audience`,
  availability: msg`Availability`,
  benefits: msg`Benefits`,
  bio: msg`Bio`,
  change: msg`Change`,
  channels: msg`Channels`,
  city: msg`City`,
  clients: msg`Clients`,
  colors: msg`Colors`,
  contact: msg`Contact`,
  content: msg`Content`,
  count: msg`Count`,
  currency: msg`Currency`,
  data_retention: msg`Data retention`,
  description: msg`Description`,
  details: msg`Details`,
  duration: msg`Duration`,
  email: msg`Email`,
  engagement: msg`Engagement`,
  eyebrow: msg`Eyebrow`,
  features: msg`Features`,
  followers: msg`Followers`,
  founded: msg`Founded`,
  growth: msg`Growth`,
  handle: msg`Handle`,
  home: msg`Home`,
  hotline: msg`Hotline`,
  hours: msg`Hours`,
  image: msg`Image`,
  inquiry_email: msg`Inquiry email`,
  intro: msg`Intro`,
  jurisdiction: msg`Jurisdiction`,
  label: msg`Label`,
  last_updated: msg`Last updated`,
  leaders: msg`Leaders`,
  legal_name: msg`Legal name`,
  liability_months: msg`Liability months`,
  live_stats: msg`Live stats`,
  method: msg`Method`,
  milestones: msg`Milestones`,
  minimum_age: msg`Minimum age`,
  mission: msg`Mission`,
  name: msg`Name`,
  offices: msg`Offices`,
  one_time_full_refund_hours: msg`One time full refund hours`,
  one_time_half_refund_hours: msg`One time half refund hours`,
  packages: msg`Packages`,
  period: msg`Period`,
  phone: msg`Phone`,
  platform: msg`Platform`,
  platforms: msg`Platforms`,
  policies: msg`Policies`,
  popular: msg`Popular`,
  premium_platforms: msg`Premium platforms`,
  price: msg`Price`,
  primary: msg`Primary`,
  privacy_email: msg`Privacy email`,
  process: msg`Process`,
  processing: msg`Processing`,
  question: msg`Question`,
  replacement_cap: msg`Replacement cap`,
  replacement_days: msg`Replacement days`,
  response_guarantee: msg`Response guarantee`,
  response_time: msg`Response time`,
  results: msg`Results`,
  review_days: msg`Review days`,
  role: msg`Role`,
  service_start: msg`Service start`,
  services: msg`Services`,
  site: msg`Site`,
  slides: msg`Slides`,
  social: msg`Social`,
  stat: msg`Stat`,
  stats: msg`Stats`,
  steps: msg`Steps`,
  stories: msg`Stories`,
  subtitle: msg`Subtitle`,
  support_email: msg`Support email`,
  tagline: msg`Tagline`,
  testimonials: msg`Testimonials`,
  text: msg`Text`,
  time: msg`Time`,
  timeline: msg`Timeline`,
  title: msg`Title`,
  value: msg`Value`,
  values: msg`Values`,
  verification_days: msg`Verification days`,
  vision: msg`Vision`,
  website: msg`Website`,
  year: msg`Year`,
  zipcode: msg`Zipcode`,
};

/** `money_back_days` -> "Money back days" (a key with a label of its own is said in the reader's language). */
export function labelFor(key: string): string {
  if (Object.hasOwn(LABELS, key)) return i18n._(LABELS[key]!);
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/** The server's field names, without the body's `document.` prefix. */
export function documentErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, problem] of Object.entries(fields)) out[key.replace(/^document\.?/, '') || 'document'] = problem;
  return out;
}

/** How many of `errors` fall under `path`. */
export function errorsUnder(errors: Record<string, string>, path: string): number {
  return Object.keys(errors).filter((key) => key === path || key.startsWith(`${path}.`) || key.startsWith(`${path}[`))
    .length;
}

/** A new list entry: the shape of the last one, emptied (texts blank, numbers 0, switches off). */
export function blankLike(example: Json | undefined): Json {
  if (Array.isArray(example)) return [];
  if (example && typeof example === 'object') {
    return Object.fromEntries(Object.entries(example).map(([key, value]) => [key, blankLike(value)]));
  }
  if (typeof example === 'number') return 0;
  if (typeof example === 'boolean') return false;
  if (example === null) return null;
  return '';
}

/** The document with the value at `path` replaced (a copy; the rest shared). */
export function setAt(root: Json, path: Array<string | number>, value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root) && typeof head === 'number') {
    const copy = root.slice();
    copy[head] = setAt(root[head] ?? null, rest, value);
    return copy;
  }
  const object = root && typeof root === 'object' && !Array.isArray(root) ? root : {};
  return { ...object, [head as string]: setAt(object[head as string] ?? null, rest, value) };
}

/** The keys the editor leaves to other controls: the logo has its own upload. */
export const HIDDEN = new Set(['agency.logo_url', 'agency.logo_file']);
