import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import { invalidateTaskData } from './invalidate';

/** All or nothing on the server: an unknown id fails the whole request. */
export function bulkUpdateTasks(input: Schemas['BulkBody']): Promise<Schemas['Updated']> {
  return api.post<Schemas['Updated']>('/tasks/bulk_update/', input);
}

export function useBulkUpdateTasks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkUpdateTasks, onSettled: () => invalidateTaskData(queryClient) });
}
