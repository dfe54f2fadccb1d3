import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from '../types';
import { notificationKeys } from './get-notifications';
import { postApi } from '@/lib/typed-api';

export function markNotificationRead(id: number): Promise<AppNotification> {
  return postApi('/notifications/{id}/mark_read/', { path: { id } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onError: (error) => console.error('Could not mark the notification read.', error),
    // Refresh on failure too (spec 000 section 8), so the list shows the server's truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
