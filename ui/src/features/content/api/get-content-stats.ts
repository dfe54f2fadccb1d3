import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentStats } from '../types';
import { contentKeys } from './get-content';
import { getApi } from '@/lib/typed-api';

/** Counts by status and platform; `this_week` is posts created in the last 7 days. Client: its own. */
export function getContentStats(client?: number, signal?: AbortSignal): Promise<ContentStats> {
  return getApi('/content/stats/' as const, { query: { client }, signal });
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
