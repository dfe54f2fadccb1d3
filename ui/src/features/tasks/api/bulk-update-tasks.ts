import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TaskStatus } from '../types';
import { invalidateTaskData } from './invalidate';

/** All or nothing on the server: an unknown id fails the whole request. */
export function bulkUpdateTasks(input: { task_ids: number[]; status: TaskStatus }): Promise<{ updated: number }> {
  return api.post<{ updated: number }>('/tasks/bulk_update/', input);
}

export function useBulkUpdateTasks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkUpdateTasks, onSettled: () => invalidateTaskData(queryClient) });
}
