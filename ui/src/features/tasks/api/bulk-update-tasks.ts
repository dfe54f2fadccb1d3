import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { invalidateTaskData } from './invalidate';
import { postApi } from '@/lib/typed-api';

/** All or nothing on the server: an unknown id fails the whole request. */
export function bulkUpdateTasks(input: Schemas['BulkBody']): Promise<Schemas['Updated']> {
  return postApi('/tasks/bulk_update/', { body: input });
}

export function useBulkUpdateTasks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkUpdateTasks, onSettled: () => invalidateTaskData(queryClient) });
}
