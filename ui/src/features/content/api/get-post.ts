import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPost } from '../types';
import { contentKeys } from './get-content';
import { getApi } from '@/lib/typed-api';

export function getPost(id: number, signal?: AbortSignal): Promise<ContentPost> {
  return getApi('/content/{id}/' as const, { path: { id }, signal });
}

export function postOptions(id: number) {
  return queryOptions({ queryKey: contentKeys.detail(id), queryFn: ({ signal }) => getPost(id, signal) });
}

/** One post with fresh image URLs (they expire, so a panel left open refetches rather than keeps them). */
export function usePost(id: number | null) {
  return useQuery({ ...postOptions(id ?? 0), enabled: id !== null });
}
