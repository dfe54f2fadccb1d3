import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateContentData } from './invalidate';

export function deleteContent(id: number): Promise<void> {
  return api.delete<void>(`/content/${id}/`);
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  // Also on failure: a 404 means another tab deleted it, and the lists should drop it too.
  return useMutation({ mutationFn: deleteContent, onSettled: () => invalidateContentData(queryClient) });
}
