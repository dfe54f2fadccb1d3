import type { AppNotification } from '../types';
import { notificationKeys } from './get-notifications';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export function markNotificationRead(id: number): Promise<AppNotification> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return postApi('/notifications/{id}/mark_read/', { path: { id } });
}

// Refresh on failure too (spec 000 section 8), so the list shows the server's truth.
export const useMarkNotificationRead = refetchingMutation(
  markNotificationRead,
  notificationKeys.all,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a log line
  'Could not mark the notification read.',
);
