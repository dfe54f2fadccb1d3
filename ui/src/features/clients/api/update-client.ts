import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Client, ClientInput } from '../types';
import { invalidateClientData } from './invalidate';

export function updateClient({ id, ...changes }: Partial<ClientInput> & { id: number }): Promise<Client> {
  return api.patch<Client>(`/clients/${id}/`, changes);
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  // Tasks show the client's name, so they are refreshed too.
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => invalidateClientData(queryClient, { withTasks: true }),
  });
}
