import type { Schemas } from '@/lib/types';
import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** Sends a pending post back to draft; the feedback stays on the post and lands in its comments. */
export function rejectContent({ id, feedback }: { id: number; feedback?: string }): Promise<ContentPost> {
  const body: Schemas['RejectBody'] = feedback?.trim() ? { feedback: feedback.trim() } : {};
  return postApi('/content/{id}/reject/' as const, { path: { id }, body });
}

export const useRejectContent = refetchingMutation(rejectContent, invalidateContentData);
