import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';

/** Admin only: any post not already a draft (409 if it is). */
export function setContentDraft(id: number): Promise<ContentPost> {
  return api.post<ContentPost>(`/content/${id}/set_draft/`, {});
}

export function useSetContentDraft() {
  const queryClient = useQueryClient();
  // Also on failure: a 409 means someone moved the post first, so the cached status is stale.
  return useMutation({ mutationFn: setContentDraft, onSettled: () => invalidateContentData(queryClient) });
}
