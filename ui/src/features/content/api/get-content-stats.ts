import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api';
import type { ContentStats } from '../types';
import { contentKeys } from './get-content';

/** Counts by status and platform; `this_week` is posts created in the last 7 days. Client: its own. */
export function getContentStats(client?: number, signal?: AbortSignal): Promise<ContentStats> {
  return api.get<ContentStats>(withQuery('/content/stats/', { client }), { signal });
}

export function contentStatsOptions(client?: number) {
  return queryOptions({
    queryKey: contentKeys.stats(client),
    queryFn: ({ signal }) => getContentStats(client, signal),
  });
}

export function useContentStats(client?: number) {
  return useQuery(contentStatsOptions(client));
}
