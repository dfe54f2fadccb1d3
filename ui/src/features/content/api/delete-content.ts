import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateContentData } from './invalidate';
import { deleteApi } from '@/lib/typed-api';

export function deleteContent(id: number): Promise<void> {
  return deleteApi('/content/{id}/', { path: { id } });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  // Also on failure: a 404 means another tab deleted it, and the lists should drop it too.
  return useMutation({ mutationFn: deleteContent, onSettled: () => invalidateContentData(queryClient) });
}
