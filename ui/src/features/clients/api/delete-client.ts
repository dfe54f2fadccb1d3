import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateClientData } from './invalidate';
import { deleteApi } from '@/lib/typed-api';

export function deleteClient(id: number): Promise<void> {
  return deleteApi('/clients/{id}/', { path: { id } });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    // Also on failure: a 404 means another tab deleted it, and the list should drop it too.
    onSettled: () => invalidateClientData(queryClient, { withTasks: true }),
  });
}
