import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import {
  notificationPreferencesKey,
  type NotificationPreferences,
  type PreferenceKey,
} from './get-notification-preferences';
import { patchApi } from '@/lib/typed-api';

export type PreferenceChange = Pick<Schemas['PreferencesBody'], PreferenceKey>;

/**
 * Sends only the switch that moved and no version: each switch is its own choice, so two tabs flipping two
 * different switches should both win, and the last flip of the same switch is the one the person meant.
 */
export function updateNotificationPreferences(change: PreferenceChange): Promise<NotificationPreferences> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return patchApi('/auth/notification-preferences/', { body: change });
}

/** Optimistic: the switch moves at once and moves back if the server refuses. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesKey });
      const before = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesKey);
      if (before) queryClient.setQueryData(notificationPreferencesKey, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(notificationPreferencesKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  });
}
