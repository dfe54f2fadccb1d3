import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateTaskData } from './invalidate';

export function deleteTask(id: number): Promise<void> {
  return api.delete<void>(`/tasks/${id}/`);
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  // Also on failure: a 404 means another tab deleted it, and the board should drop it too.
  return useMutation({ mutationFn: deleteTask, onSettled: () => invalidateTaskData(queryClient) });
}
