import type { Schemas } from '@/lib/types';
import { invalidateTaskData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export function bulkDeleteTasks(task_ids: number[]): Promise<Schemas['Deleted']> {
  const body: Schemas['BulkDeleteBody'] = { task_ids };
  return postApi('/tasks/bulk_delete/' as const, { body });
}

export const useBulkDeleteTasks = refetchingMutation(bulkDeleteTasks, invalidateTaskData);
