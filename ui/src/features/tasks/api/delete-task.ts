import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTaskData } from './invalidate';
import { deleteApi } from '@/lib/typed-api';

export function deleteTask(id: number): Promise<void> {
  return deleteApi('/tasks/{id}/', { path: { id } });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  // Also on failure: a 404 means another tab deleted it, and the board should drop it too.
  return useMutation({ mutationFn: deleteTask, onSettled: () => invalidateTaskData(queryClient) });
}
