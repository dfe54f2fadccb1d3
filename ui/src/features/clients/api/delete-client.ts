import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateClientData } from './invalidate';

export function deleteClient(id: number): Promise<void> {
  return api.delete<void>(`/clients/${id}/`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    // Also on failure: a 404 means another tab deleted it, and the list should drop it too.
    onSettled: () => invalidateClientData(queryClient, { withTasks: true }),
  });
}
