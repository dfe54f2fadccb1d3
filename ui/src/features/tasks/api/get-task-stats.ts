import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TaskStats } from '../types';
import { taskKeys } from './get-tasks';

interface AnalyticsOverview {
  completion_rate: number;
  task_stats: TaskStats;
  client_retention: number;
}

/** Agency-wide task counts (GET /analytics/overview/), independent of the board's filters. */
export function getTaskStats(): Promise<TaskStats> {
  return api.get<AnalyticsOverview>('/analytics/overview/').then((overview) => overview.task_stats);
}

export function taskStatsOptions() {
  return queryOptions({ queryKey: taskKeys.stats(), queryFn: getTaskStats });
}

export function useTaskStats() {
  return useQuery(taskStatsOptions());
}
