import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** Admin: any pending post (on the client's behalf when it awaits the client). Client: posts awaiting it. */
export function approveContent(id: number): Promise<ContentPost> {
  return postApi('/content/{id}/approve/' as const, { path: { id }, body: {} });
}

// Also on failure: a 409 means someone moved the post first, so the cached status is stale.
export const useApproveContent = refetchingMutation(approveContent, invalidateContentData);
