import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteApi } from '@/lib/typed-api';
import { calendarFeedKey, type CalendarFeed } from './get-calendar-feed';

/** DELETE /calendar/feed/: the address stops working at once. */
export function deleteCalendarFeed(): Promise<unknown> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return deleteApi('/calendar/feed/');
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeed>(calendarFeedKey, {
        active: false,
        created_at: null,
        last_used_at: null,
      }),
  });
}
