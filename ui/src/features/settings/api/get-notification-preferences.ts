import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';

/** Which emails this user gets; stored per user on the server, which follows it for every mail it sends. */
export type NotificationPreferences = Schemas['Preferences'];

export type PreferenceKey = Exclude<keyof NotificationPreferences, 'version'>;

export const notificationPreferencesKey = ['notification-preferences'] as const;

export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return getApi('/auth/notification-preferences/', { signal });
}

export function notificationPreferencesOptions() {
  return queryOptions({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesOptions());
}
