import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { StorageUse } from '@/lib/storage-use';
import { getApi } from './typed-api';

export const storageKeys = {
  all: ['storage'] as const,
  /** A client's, by id; `own` for a client user's own. */
  of: (clientId: number | 'own') => [...storageKeys.all, clientId] as const,
};

/** GET /storage/: a client user's own use (no id), or for an admin the client named. */
export function getStorage(clientId: number | null, signal?: AbortSignal): Promise<StorageUse> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return getApi('/storage/', { query: { client: clientId }, signal });
}

export function storageOptions(clientId: number | null) {
  return queryOptions({
    queryKey: storageKeys.of(clientId ?? 'own'),
    queryFn: ({ signal }) => getStorage(clientId, signal),
  });
}

export function useStorage(clientId: number | null = null, enabled = true) {
  return useQuery({ ...storageOptions(clientId), enabled });
}

/** After an upload or a removal: every storage figure shown may have changed. */
export function invalidateStorage(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: storageKeys.all });
}
