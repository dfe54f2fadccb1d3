import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** Whether the caller has a calendar feed, when it was made and when a calendar app last read it. */
export type CalendarFeed = Schemas['Feed'];

export const calendarFeedKey = ['calendar-feed'] as const;

/** GET /calendar/feed/: never the address itself, which is shown only when it is made. */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/calendar/feed/', { signal });
}

export const useCalendarFeed = apiQuery(() => calendarFeedKey, getCalendarFeed);
