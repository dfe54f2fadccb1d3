import type { Schemas } from '@/lib/types';
import type { ContentPost, MarkPostedInput } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** Admin only, approved posts only (409 otherwise). */
export function markPosted({ id, ...metrics }: MarkPostedInput & { id: number }): Promise<ContentPost> {
  const body: Schemas['PostedBody'] = metrics;
  return postApi('/content/{id}/mark_posted/' as const, { path: { id }, body });
}

export const useMarkPosted = refetchingMutation(markPosted, invalidateContentData);
