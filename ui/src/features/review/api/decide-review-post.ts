import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postApi } from '@/lib/typed-api';
import type { ReviewPost } from '../types';
import { patchReviewPost, reviewKey } from './get-review';

export type ReviewDecision = { key: string; id: number } & (
  { decision: 'approve' } | { decision: 'reject'; feedback: string }
);

/** Approves one of the link's posts, or asks for changes with what to change (required). */
export function decideReviewPost(input: ReviewDecision): Promise<ReviewPost> {
  const path = { key: input.key, id: input.id };
  return input.decision === 'approve'
    ? // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
      postApi('/review/{key}/posts/{id}/approve/', { path })
    : // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
      postApi('/review/{key}/posts/{id}/reject/', { path, body: { feedback: input.feedback } });
}

/** The answer replaces the post on the page; a refusal (the post moved, the link ended) reloads the review. */
export function useDecideReviewPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReviewPost,
    onSuccess: (post, { key, id }) => patchReviewPost(queryClient, key, id, () => post),
    onError: (_error, { key }) => void queryClient.invalidateQueries({ queryKey: reviewKey(key) }),
  });
}
