import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** Admin only: any post not already a draft (409 if it is). */
export function setContentDraft(id: number): Promise<ContentPost> {
  return postApi('/content/{id}/set_draft/' as const, { path: { id }, body: {} });
}

// Also on failure: a 409 means someone moved the post first, so the cached status is stale.
export const useSetContentDraft = refetchingMutation(setContentDraft, invalidateContentData);
