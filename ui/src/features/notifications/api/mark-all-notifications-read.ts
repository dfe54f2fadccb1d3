import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { notificationKeys } from './get-notifications';
import { postApi } from '@/lib/typed-api';

export function markAllNotificationsRead(): Promise<Schemas['Updated']> {
  return postApi('/notifications/mark_all_read/');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onError: (error) => console.error('Could not mark all notifications read.', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
