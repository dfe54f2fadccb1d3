import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** Draft to pending approval: an admin's post then awaits the client, a client's awaits the agency. */
export function submitContent(id: number): Promise<ContentPost> {
  return postApi('/content/{id}/submit/' as const, { path: { id }, body: {} });
}

// Also on failure: a 409 means someone moved the post first, so the cached status is stale.
export const useSubmitContent = refetchingMutation(submitContent, invalidateContentData);
