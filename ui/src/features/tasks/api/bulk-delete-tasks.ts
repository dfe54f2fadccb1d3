import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateTaskData } from './invalidate';

export function bulkDeleteTasks(task_ids: number[]): Promise<{ deleted: number }> {
  return api.post<{ deleted: number }>('/tasks/bulk_delete/', { task_ids });
}

export function useBulkDeleteTasks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkDeleteTasks, onSettled: () => invalidateTaskData(queryClient) });
}
