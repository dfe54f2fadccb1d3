import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '../types';
import { invalidateClientData } from './invalidate';
import { postApi } from '@/lib/typed-api';

export function createClient(input: ClientInput): Promise<Client> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/clients/', { body: input });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => invalidateClientData(queryClient) });
}
