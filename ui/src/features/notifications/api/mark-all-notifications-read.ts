import type { Schemas } from '@/lib/types';
import { notificationKeys } from './get-notifications';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export function markAllNotificationsRead(): Promise<Schemas['Updated']> {
  return postApi('/notifications/mark_all_read/');
}

export const useMarkAllNotificationsRead = refetchingMutation(
  markAllNotificationsRead,
  notificationKeys.all,
  'Could not mark all notifications read.',
);
