import type { Schemas } from '@/lib/types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** All or nothing, approved posts only; no URL or metrics (each post's own dialog records those). */
export function bulkMarkPosted(content_ids: number[]): Promise<Schemas['Updated']> {
  const body: Schemas['ContentBulkBody'] = { content_ids };
  return postApi('/content/bulk_mark_posted/' as const, { body });
}

export const useBulkMarkPosted = refetchingMutation(bulkMarkPosted, invalidateContentData);
