import { queryOptions, useQuery } from '@tanstack/react-query';
import { BELL_MAX_ITEMS, NOTIFICATION_POLL_MS } from '@/lib/constants';
import type { Schemas } from '@/lib/types';
import type { NotificationFilters } from '../types';
import { getAllPages, getApi } from '@/lib/typed-api';

export const notificationKeys = {
  all: ['notifications'] as const,
  bell: () => [...notificationKeys.all, 'bell'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  list: (filters: NotificationFilters) => [...notificationKeys.all, 'list', filters] as const,
};

function readParam(read: NotificationFilters['read']): string | undefined {
  return read === 'all' ? undefined : String(read === 'read');
}

export function getNotificationsPage(params: {
  read?: string;
  type?: string;
  page_size?: number;
}): Promise<Schemas['Paginated_Notification']> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return getApi('/notifications/', { query: params });
}

/**
 * The newest ten for the bell, polled every 30 s while signed in (spec 000 section 7). `pollMs` is false
 * while the live event stream pushes new notifications instead.
 */
export function bellNotificationsOptions(pollMs: number | false = NOTIFICATION_POLL_MS) {
  return queryOptions({
    queryKey: notificationKeys.bell(),
    queryFn: () => getNotificationsPage({ page_size: BELL_MAX_ITEMS }),
    refetchInterval: pollMs,
  });
}

/** The badge counts every unread notification, not only the ten listed. */
export function unreadCountOptions(pollMs: number | false = NOTIFICATION_POLL_MS) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async () => (await getNotificationsPage({ read: 'false', page_size: 1 })).count,
    refetchInterval: pollMs,
  });
}

/** The notifications screen: every page (up to the helper's limit) matching the filters. */
export function notificationListOptions(filters: NotificationFilters) {
  return queryOptions({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ signal }) =>
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
      getAllPages('/notifications/', {
        query: { read: readParam(filters.read), type: filters.type, page_size: 100 },
        signal,
      }),
  });
}

export function useBellNotifications(pollMs?: number | false) {
  return useQuery(bellNotificationsOptions(pollMs));
}

export function useUnreadCount(pollMs?: number | false) {
  return useQuery(unreadCountOptions(pollMs));
}

export function useNotificationList(filters: NotificationFilters) {
  return useQuery(notificationListOptions(filters));
}
