import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import type { ContentComment } from '../types';
import { contentKeys } from './get-content';
import { postApi } from '@/lib/typed-api';

/** 1 to 2000 characters; the admin or the post's own client. */
export function addComment({ id, body }: { id: number; body: string }): Promise<ContentComment> {
  const payload: Schemas['CommentBody'] = { body };
  return postApi('/content/{id}/comments/' as const, { path: { id }, body: payload });
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    // The thread, and the post's comment_count wherever the post is listed.
    onSuccess: (_comment, { id }) => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.comments(id) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: contentKeys.detail(id), exact: true });
    },
  });
}
