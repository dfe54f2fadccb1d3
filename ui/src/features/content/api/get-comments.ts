import type { ContentComment } from '../types';
import { contentKeys } from './get-content';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** Oldest first, as a thread reads. */
export function getComments(id: number, signal?: AbortSignal): Promise<ContentComment[]> {
  return getApi('/content/{id}/comments/' as const, { path: { id }, signal });
}

export const useComments = apiQuery(contentKeys.comments, getComments);
