import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import { notificationKeys } from './get-notifications';

export function markAllNotificationsRead(): Promise<Schemas['Updated']> {
  return api.post<Schemas['Updated']>('/notifications/mark_all_read/');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onError: (error) => console.error('Could not mark all notifications read.', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
