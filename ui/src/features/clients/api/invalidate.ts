import type { QueryClient } from '@tanstack/react-query';
import { dashboardStatsKey } from '@/lib/dashboard-stats';
import { clientKeys } from './get-clients';

/** After any client change: the lists, and the agency figures that count clients and revenue. */
export function invalidateClientData(queryClient: QueryClient, { withTasks = false } = {}) {
  void queryClient.invalidateQueries({ queryKey: clientKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
  // Deleting a client deletes its tasks; the tasks screen caches them under 'tasks'.
  if (withTasks) void queryClient.invalidateQueries({ queryKey: ['tasks'] });
}
