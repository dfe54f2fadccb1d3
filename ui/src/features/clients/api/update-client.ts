import type { Schemas } from '@/lib/types';
import type { Client } from '../types';
import { invalidateClientData } from './invalidate';
import { patchApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** Only the changed fields; `version` is the one the person loaded, so a stale edit is refused (409). */
export type ClientChanges = Schemas['ClientBody'] & { id: number };

export function updateClient({ id, ...changes }: ClientChanges): Promise<Client> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return patchApi('/clients/{id}/', { path: { id }, body: changes });
}

// Tasks show the client's name, so they are refreshed too; a refused save (conflict, deleted) refreshes
// the list as well, since it means the cached copy is out of date.
export const useUpdateClient = refetchingMutation(updateClient, (queryClient) =>
  invalidateClientData(queryClient, { withTasks: true }),
);
