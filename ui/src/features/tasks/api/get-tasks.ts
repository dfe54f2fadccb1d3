import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Task, TaskFilters } from '../types';
import { getAllPages, getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (filters: TaskFilters) => [...taskKeys.lists(), filters] as const,
  stats: () => [...taskKeys.all, 'stats'] as const,
  team: () => [...taskKeys.all, 'team'] as const,
};

const param = (value: string) => (value === 'all' ? undefined : value);

export function getTasks(filters: TaskFilters, signal?: AbortSignal): Promise<Task[]> {
  return getAllPages('/tasks/' as const, {
    query: {
      search: filters.search.trim(),
      status: param(filters.status),
      priority: param(filters.priority),
      client: param(filters.client),
      page_size: 100,
    },
    signal,
  });
}

export const useTasks = apiQuery(taskKeys.list, getTasks, { placeholderData: keepPreviousData });

/** The overview's Recent Tasks: one short page. Lives under lists() so status changes update it too. */
export function recentTasksOptions(limit: number) {
  return queryOptions({
    queryKey: [...taskKeys.lists(), 'recent', limit] as const,
    queryFn: async ({ signal }) => (await getApi('/tasks/' as const, { query: { page_size: limit }, signal })).results,
  });
}

export function useRecentTasks(limit: number) {
  return useQuery(recentTasksOptions(limit));
}
