import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import { invalidateContentData } from './invalidate';

/** All or nothing, approved posts only; no URL or metrics (each post's own dialog records those). */
export function bulkMarkPosted(content_ids: number[]): Promise<Schemas['Updated']> {
  const body: Schemas['ContentBulkBody'] = { content_ids };
  return api.post<Schemas['Updated']>('/content/bulk_mark_posted/', body);
}

export function useBulkMarkPosted() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkMarkPosted, onSettled: () => invalidateContentData(queryClient) });
}
