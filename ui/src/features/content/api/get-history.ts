import type { ContentHistoryEntry } from '../types';
import { contentKeys } from './get-content';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** Oldest first: who created, edited, sent, approved, rejected or posted it, with each edit's changes. */
export function getHistory(id: number, signal?: AbortSignal): Promise<ContentHistoryEntry[]> {
  return getApi('/content/{id}/history/' as const, { path: { id }, signal });
}

export const useHistory = apiQuery(contentKeys.history, getHistory);
