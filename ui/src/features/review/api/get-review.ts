import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';
import { takeEarlyReview } from '@/lib/early-review';
import type { Review, ReviewPost } from '../types';

export const reviewKey = (key: string) => ['review', key] as const;

/**
 * The link's posts; 404 (with the server's words) for a link that is unknown, expired or revoked. The first
 * ask takes the request main.tsx started as the app loaded.
 */
export function getReview(key: string, signal?: AbortSignal): Promise<Review> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return takeEarlyReview(key) ?? getApi('/review/{key}/', { path: { key }, signal });
}

// A link that does not work will not start working by asking again; nor should a 429 be asked into.
export const useReview = apiQuery(reviewKey, getReview, { retry: false, refetchOnWindowFocus: false });

/** One post of the cached review replaced by the server's answer to a decision or a comment. */
export function patchReviewPost(
  queryClient: QueryClient,
  key: string,
  id: number,
  change: (post: ReviewPost) => ReviewPost,
) {
  queryClient.setQueryData<Review>(reviewKey(key), (review) =>
    review ? { ...review, posts: review.posts.map((post) => (post.id === id ? change(post) : post)) } : review,
  );
}
