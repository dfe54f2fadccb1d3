import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import { invalidateTaskData } from './invalidate';

export function bulkDeleteTasks(task_ids: number[]): Promise<Schemas['Deleted']> {
  const body: Schemas['BulkDeleteBody'] = { task_ids };
  return api.post<Schemas['Deleted']>('/tasks/bulk_delete/', body);
}

export function useBulkDeleteTasks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkDeleteTasks, onSettled: () => invalidateTaskData(queryClient) });
}
