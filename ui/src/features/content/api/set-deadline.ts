import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/**
 * Admins: when a pending post should be approved by (RFC 3339), or null for no deadline. 409 when the post
 * no longer waits for approval.
 */
export function setDeadline({ id, approveBy }: { id: number; approveBy: string | null }): Promise<ContentPost> {
  // The document types the field as a date-time string; the server also takes null (no deadline).
  return postApi('/content/{id}/deadline/' as const, { path: { id }, body: { approve_by: approveBy as string } });
}

export const useSetDeadline = refetchingMutation(setDeadline, invalidateContentData);
