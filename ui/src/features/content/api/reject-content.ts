import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';

/** Sends a pending post back to draft; the feedback stays on the post and lands in its comments. */
export function rejectContent({ id, feedback }: { id: number; feedback?: string }): Promise<ContentPost> {
  const body: Schemas['RejectBody'] = feedback?.trim() ? { feedback: feedback.trim() } : {};
  return postApi('/content/{id}/reject/', { path: { id }, body });
}

export function useRejectContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectContent, onSettled: () => invalidateContentData(queryClient) });
}
