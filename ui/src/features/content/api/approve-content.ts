import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';

/** Admin: any pending post (on the client's behalf when it awaits the client). Client: posts awaiting it. */
export function approveContent(id: number): Promise<ContentPost> {
  return api.post<ContentPost>(`/content/${id}/approve/`, {});
}

export function useApproveContent() {
  const queryClient = useQueryClient();
  // Also on failure: a 409 means someone moved the post first, so the cached status is stale.
  return useMutation({ mutationFn: approveContent, onSettled: () => invalidateContentData(queryClient) });
}
