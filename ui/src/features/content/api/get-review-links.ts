import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** A review link as its sender sees it (never its key, which only the mail carries). */
export type ReviewLink = Schemas['ReviewLink'];

export const reviewLinkKeys = {
  all: ['review-links'] as const,
  forPost: (post: number) => [...reviewLinkKeys.all, 'post', post] as const,
};

/** The links that carry this post, newest first: the agency sees every client's, a client's owner its own. */
export function getReviewLinks(post: number, signal?: AbortSignal): Promise<ReviewLink[]> {
  return getApi('/review-links/' as const, { query: { post }, signal });
}

// Asked afresh each time the list shows: whether and when a reviewer opened a link changes elsewhere.
export const useReviewLinks = apiQuery(reviewLinkKeys.forPost, getReviewLinks, { staleTime: 0 });
