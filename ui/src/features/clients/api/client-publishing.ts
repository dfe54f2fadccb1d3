import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-query';
import { getApi, patchApi } from '@/lib/typed-api';
import type { Schemas } from '@/lib/types';
import { clientKeys } from './get-clients';

export type ClientPublishing = Schemas['ClientPublishing'];

export const clientPublishingKey = (client: number) => [...clientKeys.all, 'publishing', client] as const;

/** GET /clients/{id}/publishing/: whether the client's approved posts go out by themselves (admins). */
export function getClientPublishing(client: number, signal?: AbortSignal): Promise<ClientPublishing> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/clients/{id}/publishing/', { path: { id: client }, signal });
}

export const useClientPublishing = apiQuery(clientPublishingKey, getClientPublishing);

export function setClientPublishing({ client, paused }: { client: number; paused: boolean }) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return patchApi('/clients/{id}/publishing/', { path: { id: client }, body: { paused } });
}

/**
 * Pauses or resumes: the switch moves at once and goes back if the server refuses. Everything under the
 * clients' key refetches after (the Publishing page follows through the live `clients` change).
 */
export function useSetClientPublishing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClientPublishing,
    onMutate: async ({ client, paused }) => {
      const key = clientPublishingKey(client);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ClientPublishing>(key);
      queryClient.setQueryData<ClientPublishing>(key, { paused });
      return { before };
    },
    onError: (_error, { client }, context) => queryClient.setQueryData(clientPublishingKey(client), context?.before),
    onSettled: (_data, _error, { client }) => queryClient.invalidateQueries({ queryKey: clientPublishingKey(client) }),
  });
}
