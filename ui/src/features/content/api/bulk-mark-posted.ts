import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';

/** All or nothing, approved posts only; no URL or metrics (each post's own dialog records those). */
export function bulkMarkPosted(content_ids: number[]): Promise<Schemas['Updated']> {
  const body: Schemas['ContentBulkBody'] = { content_ids };
  return postApi('/content/bulk_mark_posted/', { body });
}

export function useBulkMarkPosted() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkMarkPosted, onSettled: () => invalidateContentData(queryClient) });
}
