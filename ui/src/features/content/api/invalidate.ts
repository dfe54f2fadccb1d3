import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { invalidateStorage } from '@/lib/storage-query';
import type { ContentPage, ContentPost } from '../types';
import { contentKeys } from './get-content';

/**
 * After any content change: every list, count, calendar range and open post. One prefix covers them all,
 * since a status move changes the stats, the pending panel, the calendar and the detail panel's history.
 * Images added or removed change the client's storage figure too.
 */
export function invalidateContentData(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: contentKeys.all });
  invalidateStorage(queryClient);
}

type Cached = ContentPost[] | ContentPage | undefined;
export type CacheSnapshot = Array<[QueryKey, unknown]>;

function patchList(data: Cached, id: number, patch: (post: ContentPost) => ContentPost): Cached {
  if (!data) return data;
  const change = (post: ContentPost) => (post.id === id ? patch(post) : post);
  return Array.isArray(data) ? data.map(change) : { ...data, results: data.results.map(change) };
}

/**
 * Changes one post wherever it is cached (lists, pages, calendar ranges, its detail), for changes that
 * should show at once, such as a post dragged to another day. Returns what was there, for `restoreCache`.
 */
export async function patchCachedPost(
  queryClient: QueryClient,
  id: number,
  patch: (post: ContentPost) => ContentPost,
): Promise<CacheSnapshot> {
  const prefixes = [contentKeys.lists(), [...contentKeys.all, 'calendar'] as const];
  await Promise.all(prefixes.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await queryClient.cancelQueries({ queryKey: contentKeys.detail(id), exact: true });
  const snapshot: CacheSnapshot = [
    ...prefixes.flatMap((queryKey) => queryClient.getQueriesData<Cached>({ queryKey })),
    [contentKeys.detail(id), queryClient.getQueryData(contentKeys.detail(id))],
  ];
  for (const queryKey of prefixes) {
    queryClient.setQueriesData<Cached>({ queryKey }, (data) => patchList(data, id, patch));
  }
  queryClient.setQueryData<ContentPost>(contentKeys.detail(id), (post) => (post ? patch(post) : post));
  return snapshot;
}

export function restoreCache(queryClient: QueryClient, snapshot: CacheSnapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}
