import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';

/** Draft to pending approval: an admin's post then awaits the client, a client's awaits the agency. */
export function submitContent(id: number): Promise<ContentPost> {
  return postApi('/content/{id}/submit/', { path: { id }, body: {} });
}

export function useSubmitContent() {
  const queryClient = useQueryClient();
  // Also on failure: a 409 means someone moved the post first, so the cached status is stale.
  return useMutation({ mutationFn: submitContent, onSettled: () => invalidateContentData(queryClient) });
}
