import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskInput } from '../types';
import { invalidateTaskData } from './invalidate';
import { postApi } from '@/lib/typed-api';

export function createTask(input: TaskInput): Promise<Task> {
  return postApi('/tasks/' as const, { body: input });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTask, onSuccess: () => invalidateTaskData(queryClient) });
}
