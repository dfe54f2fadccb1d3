import type { ContentPost } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** Admin only: sends an approved post now (its time not come, held, or its client paused); 409 otherwise. */
export function publishNow(id: number): Promise<ContentPost> {
  return postApi('/content/{id}/publish_now/' as const, { path: { id } });
}

export const usePublishNow = refetchingMutation(publishNow, invalidateContentData);
