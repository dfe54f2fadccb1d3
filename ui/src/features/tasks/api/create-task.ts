import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Task, TaskInput } from '../types';
import { invalidateTaskData } from './invalidate';

export function createTask(input: TaskInput): Promise<Task> {
  return api.post<Task>('/tasks/', input);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTask, onSuccess: () => invalidateTaskData(queryClient) });
}
