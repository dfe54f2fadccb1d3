import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';

/** Draft to pending approval: an admin's post then awaits the client, a client's awaits the agency. */
export function submitContent(id: number): Promise<ContentPost> {
  return api.post<ContentPost>(`/content/${id}/submit/`, {});
}

export function useSubmitContent() {
  const queryClient = useQueryClient();
  // Also on failure: a 409 means someone moved the post first, so the cached status is stale.
  return useMutation({ mutationFn: submitContent, onSettled: () => invalidateContentData(queryClient) });
}
