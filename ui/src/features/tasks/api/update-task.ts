import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { withStatus } from '../task-board';
import type { Task, TaskStatus } from '../types';
import { taskKeys } from './get-tasks';
import { invalidateTaskData } from './invalidate';
import { patchApi } from '@/lib/typed-api';

/** Only the changed fields; `version` (the one the person loaded) makes a stale edit fail with 409. */
export type TaskChanges = Schemas['TaskBody'] & { id: number };

export function updateTask({ id, ...changes }: TaskChanges): Promise<Task> {
  return patchApi('/tasks/{id}/' as const, { path: { id }, body: changes });
}

/**
 * A status change (drag, select) shows at once in every cached list and rolls back if the server refuses;
 * a dropped card that jumps back to its column is the honest answer to a failed save.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onMutate: async (changes) => {
      if (!changes.status) return { previous: [] as Array<[readonly unknown[], Task[] | undefined]> };
      await queryClient.cancelQueries({ queryKey: taskKeys.lists() });
      const previous = queryClient.getQueriesData<Task[]>({ queryKey: taskKeys.lists() });
      queryClient.setQueriesData<Task[]>({ queryKey: taskKeys.lists() }, (tasks) =>
        tasks ? withStatus(tasks, changes.id, changes.status as TaskStatus) : tasks,
      );
      return { previous };
    },
    onError: (error, _changes, context) => {
      console.error('Could not update the task.', error);
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidateTaskData(queryClient),
  });
}
