import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import type { ContentPost, MarkPostedInput } from '../types';
import { invalidateContentData } from './invalidate';

/** Admin only, approved posts only (409 otherwise). */
export function markPosted({ id, ...metrics }: MarkPostedInput & { id: number }): Promise<ContentPost> {
  const body: Schemas['PostedBody'] = metrics;
  return api.post<ContentPost>(`/content/${id}/mark_posted/`, body);
}

export function useMarkPosted() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markPosted, onSettled: () => invalidateContentData(queryClient) });
}
