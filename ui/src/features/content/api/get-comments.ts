import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentComment } from '../types';
import { contentKeys } from './get-content';
import { getApi } from '@/lib/typed-api';

/** Oldest first, as a thread reads. */
export function getComments(id: number, signal?: AbortSignal): Promise<ContentComment[]> {
  return getApi('/content/{id}/comments/', { path: { id }, signal });
}

export function commentsOptions(id: number) {
  return queryOptions({ queryKey: contentKeys.comments(id), queryFn: ({ signal }) => getComments(id, signal) });
}

export function useComments(id: number) {
  return useQuery(commentsOptions(id));
}
