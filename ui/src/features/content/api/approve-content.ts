import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';

/** Admin: any pending post (on the client's behalf when it awaits the client). Client: posts awaiting it. */
export function approveContent(id: number): Promise<ContentPost> {
  return postApi('/content/{id}/approve/', { path: { id }, body: {} });
}

export function useApproveContent() {
  const queryClient = useQueryClient();
  // Also on failure: a 409 means someone moved the post first, so the cached status is stale.
  return useMutation({ mutationFn: approveContent, onSettled: () => invalidateContentData(queryClient) });
}
