import type { Schemas } from '@/lib/types';
import { invalidateTaskData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** All or nothing on the server: an unknown id fails the whole request. */
export function bulkUpdateTasks(input: Schemas['BulkBody']): Promise<Schemas['Updated']> {
  return postApi('/tasks/bulk_update/' as const, { body: input });
}

export const useBulkUpdateTasks = refetchingMutation(bulkUpdateTasks, invalidateTaskData);
