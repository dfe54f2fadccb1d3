import type { Schemas } from '@/lib/types';
import { notificationKeys } from './get-notifications';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export function markAllNotificationsRead(): Promise<Schemas['Updated']> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return postApi('/notifications/mark_all_read/');
}

export const useMarkAllNotificationsRead = refetchingMutation(
  markAllNotificationsRead,
  notificationKeys.all,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a log line
  'Could not mark all notifications read.',
);
