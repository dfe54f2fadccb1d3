import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentHistoryEntry } from '../types';
import { contentKeys } from './get-content';
import { getApi } from '@/lib/typed-api';

/** Oldest first: who created, edited, sent, approved, rejected or posted it, with each edit's changes. */
export function getHistory(id: number, signal?: AbortSignal): Promise<ContentHistoryEntry[]> {
  return getApi('/content/{id}/history/', { path: { id }, signal });
}

export function historyOptions(id: number) {
  return queryOptions({ queryKey: contentKeys.history(id), queryFn: ({ signal }) => getHistory(id, signal) });
}

export function useHistory(id: number) {
  return useQuery(historyOptions(id));
}
