import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** Which emails this user gets; stored per user on the server, which follows it for every mail it sends. */
export type NotificationPreferences = Schemas['Preferences'];

export type PreferenceKey = Exclude<keyof NotificationPreferences, 'version'>;

export const notificationPreferencesKey = ['notification-preferences'] as const;

export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/auth/notification-preferences/', { signal });
}

export const useNotificationPreferences = apiQuery(() => notificationPreferencesKey, getNotificationPreferences);
