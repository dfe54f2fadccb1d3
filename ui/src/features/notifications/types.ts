import type { NotificationType } from '@/lib/constants';

export interface AppNotification {
  id: number;
  title: string;
  message: string;
  notification_type: NotificationType | (string & {});
  read: boolean;
  created_at?: string;
  /** Some answers name the time this way (spec 000 section 3). */
  timestamp?: string;
}

export type ReadFilter = 'all' | 'unread' | 'read';

export interface NotificationFilters {
  read: ReadFilter;
  type: string;
}

export function notificationTime(item: AppNotification): string {
  return item.created_at ?? item.timestamp ?? '';
}
