import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateTaskData } from './invalidate';

export function deleteTask(id: number): Promise<void> {
  return api.delete<void>(`/tasks/${id}/`);
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSuccess: () => invalidateTaskData(queryClient) });
}
