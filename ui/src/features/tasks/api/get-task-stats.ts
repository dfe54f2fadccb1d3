import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import type { TaskStats } from '../types';
import { taskKeys } from './get-tasks';

/** Agency-wide task counts (GET /analytics/overview/), independent of the board's filters. */
export function getTaskStats(): Promise<TaskStats> {
  return api.get<Schemas['Overview']>('/analytics/overview/').then((overview) => overview.task_stats);
}

export function taskStatsOptions() {
  return queryOptions({ queryKey: taskKeys.stats(), queryFn: getTaskStats });
}

export function useTaskStats() {
  return useQuery(taskStatsOptions());
}
