import type { Schemas } from '@/lib/types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** All or nothing: an unknown id fails the whole request. */
export function bulkDeleteContent(content_ids: number[]): Promise<Schemas['Deleted']> {
  const body: Schemas['ContentBulkBody'] = { content_ids };
  return postApi('/content/bulk_delete/' as const, { body });
}

export const useBulkDeleteContent = refetchingMutation(bulkDeleteContent, invalidateContentData);
