import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';

/** Sends a pending post back to draft; the feedback stays on the post and lands in its comments. */
export function rejectContent({ id, feedback }: { id: number; feedback?: string }): Promise<ContentPost> {
  const body: Schemas['RejectBody'] = feedback?.trim() ? { feedback: feedback.trim() } : {};
  return api.post<ContentPost>(`/content/${id}/reject/`, body);
}

export function useRejectContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectContent, onSettled: () => invalidateContentData(queryClient) });
}
