import { invalidateClientData } from './invalidate';
import { deleteApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export function deleteClient(id: number): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return deleteApi('/clients/{id}/', { path: { id } });
}

// Also on failure: a 404 means another tab deleted it, and the list should drop it too.
export const useDeleteClient = refetchingMutation(deleteClient, (queryClient) =>
  invalidateClientData(queryClient, { withTasks: true }),
);
