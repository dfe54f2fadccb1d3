import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Client, ClientInput } from '../types';
import { invalidateClientData } from './invalidate';

export function createClient(input: ClientInput): Promise<Client> {
  return api.post<Client>('/clients/', input);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => invalidateClientData(queryClient) });
}
