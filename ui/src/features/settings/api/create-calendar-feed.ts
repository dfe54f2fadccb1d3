import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';
import { calendarFeedKey, type CalendarFeed } from './get-calendar-feed';

/** The feed's state and, this once, its address. */
export type NewCalendarFeed = Schemas['NewFeed'];

/** POST /calendar/feed/: a new address; the one before it, if any, stops working. */
export function createCalendarFeed(): Promise<NewCalendarFeed> {
  return postApi('/calendar/feed/');
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (created) =>
      queryClient.setQueryData<CalendarFeed>(calendarFeedKey, {
        active: created.active,
        created_at: created.created_at,
        last_used_at: created.last_used_at,
      }),
  });
}
