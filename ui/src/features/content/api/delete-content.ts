import { invalidateContentData } from './invalidate';
import { deleteApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export function deleteContent(id: number): Promise<void> {
  return deleteApi('/content/{id}/' as const, { path: { id } });
}

// Also on failure: a 404 means another tab deleted it, and the lists should drop it too.
export const useDeleteContent = refetchingMutation(deleteContent, invalidateContentData);
