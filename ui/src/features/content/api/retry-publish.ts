import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** Admin only: tries a failed publication again; 409 when it is not failed (any more). */
export function retryPublish(id: number): Promise<ContentPost> {
  return postApi('/content/{id}/retry_publish/' as const, { path: { id } });
}

export const useRetryPublish = refetchingMutation(retryPublish, invalidateContentData);
