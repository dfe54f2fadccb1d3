import type { QueryClient } from '@tanstack/react-query';
import { dashboardStatsKey } from '@/lib/dashboard-stats';
import { taskKeys } from './get-tasks';

/** After any task change: the lists and counts here, and the overview's pending and overdue figures. */
export function invalidateTaskData(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: taskKeys.stats() });
  void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
  // The clients screen's Stats modal counts a client's open and overdue tasks.
  void queryClient.invalidateQueries({ queryKey: ['clients', 'tasks'] });
}
