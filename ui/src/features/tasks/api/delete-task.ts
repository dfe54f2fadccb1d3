import { invalidateTaskData } from './invalidate';
import { deleteApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export function deleteTask(id: number): Promise<void> {
  return deleteApi('/tasks/{id}/' as const, { path: { id } });
}

// Also on failure: a 404 means another tab deleted it, and the board should drop it too.
export const useDeleteTask = refetchingMutation(deleteTask, invalidateTaskData);
