import { t } from '@lingui/core/macro';
import type { MarkPostedInput } from '../../types';

export interface MarkPostedValues {
  post_url: string;
  likes: string;
  comments: string;
  shares: string;
  views: string;
}

export const EMPTY_MARK_POSTED: MarkPostedValues = { post_url: '', likes: '', comments: '', shares: '', views: '' };

/** Only http(s) addresses: the server refuses any other scheme, and a 'View Posted' link must open a page. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function validateMarkPosted(values: MarkPostedValues): Partial<Record<keyof MarkPostedValues, string>> {
  if (!values.post_url.trim()) return { post_url: t`Post URL is required` };
  if (!isHttpUrl(values.post_url)) return { post_url: t`Enter a valid URL, starting with https://` };
  return {};
}

/** A non-numeric entry becomes 0 (spec 000 section 5); so does a negative or fractional one, rounded down. */
export function metric(text: string): number {
  const value = Number(text.trim());
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export function toMarkPostedInput(values: MarkPostedValues): MarkPostedInput {
  return {
    post_url: values.post_url.trim(),
    likes: metric(values.likes),
    comments: metric(values.comments),
    shares: metric(values.shares),
    views: metric(values.views),
  };
}
