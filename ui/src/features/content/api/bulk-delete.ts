import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';

/** All or nothing: an unknown id fails the whole request. */
export function bulkDeleteContent(content_ids: number[]): Promise<Schemas['Deleted']> {
  const body: Schemas['ContentBulkBody'] = { content_ids };
  return postApi('/content/bulk_delete/', { body });
}

export function useBulkDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkDeleteContent, onSettled: () => invalidateContentData(queryClient) });
}
