import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskStats } from '../types';
import { taskKeys } from './get-tasks';
import { getApi } from '@/lib/typed-api';

/** Agency-wide task counts (GET /analytics/overview/), independent of the board's filters. */
export function getTaskStats(): Promise<TaskStats> {
  return getApi('/analytics/overview/' as const).then((overview) => overview.task_stats);
}

export function taskStatsOptions() {
  return queryOptions({ queryKey: taskKeys.stats(), queryFn: getTaskStats });
}

export function useTaskStats() {
  return useQuery(taskStatsOptions());
}
