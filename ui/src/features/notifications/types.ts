import type { Schemas } from '@/lib/types';

export type AppNotification = Schemas['Notification'];

export type ReadFilter = 'all' | 'unread' | 'read';

export interface NotificationFilters {
  read: ReadFilter;
  type: string;
}
