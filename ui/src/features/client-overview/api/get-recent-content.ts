import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api';
import { RECENT_CONTENT_SIZE, type ContentPage } from '../types';
import { overviewKeys } from './overview-keys';

/** The client's latest posts, newest scheduled first (GET /content/?page_size=5). */
export function getRecentContent(signal?: AbortSignal): Promise<ContentPage> {
  return api.get<ContentPage>(withQuery('/content/', { page_size: RECENT_CONTENT_SIZE }), { signal });
}

export function recentContentOptions() {
  return queryOptions({ queryKey: overviewKeys.content(), queryFn: ({ signal }) => getRecentContent(signal) });
}

export function useRecentContent() {
  return useQuery(recentContentOptions());
}
