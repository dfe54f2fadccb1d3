import { REVIEW_PREFIX } from './paths';
import type { Schemas } from './types';
import { getApi } from './typed-api';

// A review link is opened from a mail, on a phone, and its page is empty until the link's posts arrive: asking
// for them as the app starts, rather than once the page's code has loaded and rendered, saves a round trip
// before the first image (the page's largest paint).

type Review = Schemas['Review'];

let early: { key: string; answer: Promise<Review> } | null = null;

/** The key of a `/review/<key>` path; null for any other path. */
export function reviewKeyOf(pathname: string): string | null {
  if (!pathname.startsWith(REVIEW_PREFIX)) return null;
  const key = decodeURIComponent(pathname.slice(REVIEW_PREFIX.length).replace(/\/+$/, ''));
  return key && !key.includes('/') ? key : null;
}

/** Starts the review's request before the first render (main.tsx) when the page opened is a review link's. */
export function fetchReviewEarly(pathname: string): void {
  const key = reviewKeyOf(pathname);
  if (!key) return;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  const answer = getApi('/review/{key}/', { path: { key } });
  // Answered by the page's query; a failure is shown there, not an unhandled rejection here.
  answer.catch(() => {});
  early = { key, answer };
}

/** The early request for `key`, once: the page's first query takes it; any later one asks afresh. */
export function takeEarlyReview(key: string): Promise<Review> | null {
  if (early?.key !== key) return null;
  const { answer } = early;
  early = null;
  return answer;
}
