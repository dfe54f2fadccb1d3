import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ContentComment } from '../types';
import { contentKeys } from './get-content';

/** Oldest first, as a thread reads. */
export function getComments(id: number, signal?: AbortSignal): Promise<ContentComment[]> {
  return api.get<ContentComment[]>(`/content/${id}/comments/`, { signal });
}

export function commentsOptions(id: number) {
  return queryOptions({ queryKey: contentKeys.comments(id), queryFn: ({ signal }) => getComments(id, signal) });
}

export function useComments(id: number) {
  return useQuery(commentsOptions(id));
}
