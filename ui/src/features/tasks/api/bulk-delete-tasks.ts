import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { invalidateTaskData } from './invalidate';
import { postApi } from '@/lib/typed-api';

export function bulkDeleteTasks(task_ids: number[]): Promise<Schemas['Deleted']> {
  const body: Schemas['BulkDeleteBody'] = { task_ids };
  return postApi('/tasks/bulk_delete/', { body });
}

export function useBulkDeleteTasks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkDeleteTasks, onSettled: () => invalidateTaskData(queryClient) });
}
