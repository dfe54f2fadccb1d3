import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';
import { calendarFeedKey, type CalendarFeed } from './get-calendar-feed';

/** The feed's state and, this once, its address. */
export type NewCalendarFeed = Schemas['NewFeed'];

/** POST /calendar/feed/: a new address; the one before it, if any, stops working. */
export function createCalendarFeed(): Promise<NewCalendarFeed> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/calendar/feed/');
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    // The answer is the feed's state with the address beside it.
    onSuccess: (created) => queryClient.setQueryData<CalendarFeed>(calendarFeedKey, created),
  });
}
