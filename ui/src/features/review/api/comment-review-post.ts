import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postApi } from '@/lib/typed-api';
import type { ReviewComment } from '../types';
import { patchReviewPost, reviewKey } from './get-review';

/** A comment on one of the link's posts, signed with the reviewer's address. */
export function commentReviewPost({
  key,
  id,
  body,
}: {
  key: string;
  id: number;
  body: string;
}): Promise<ReviewComment> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/review/{key}/posts/{id}/comments/', { path: { key, id }, body: { body } });
}

export function useCommentReviewPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commentReviewPost,
    onSuccess: (comment, { key, id }) =>
      patchReviewPost(queryClient, key, id, (post) => ({ ...post, comments: [...post.comments, comment] })),
    onError: (_error, { key }) => void queryClient.invalidateQueries({ queryKey: reviewKey(key) }),
  });
}
