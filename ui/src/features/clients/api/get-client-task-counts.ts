import { clientKeys } from './get-clients';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

export interface ClientTaskCounts {
  total: number;
  open: number;
  overdue: number;
}

async function countTasks(params: Record<string, string | number>, signal?: AbortSignal): Promise<number> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  const page = await getApi('/tasks/', { query: { ...params, page_size: 1 }, signal });
  return page.count;
}

/** Three one-row pages: the counts are all the stats modal needs, not the tasks themselves. */
export async function getClientTaskCounts(clientId: number, signal?: AbortSignal): Promise<ClientTaskCounts> {
  const [total, completed, overdue] = await Promise.all([
    countTasks({ client: clientId }, signal),
    countTasks({ client: clientId, status: 'completed' }, signal),
    countTasks({ client: clientId, overdue: 'true' }, signal),
  ]);
  return { total, open: total - completed, overdue };
}

export const useClientTaskCounts = apiQuery(clientKeys.tasks, getClientTaskCounts);
