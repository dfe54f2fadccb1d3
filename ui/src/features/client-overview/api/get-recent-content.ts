import { RECENT_CONTENT_SIZE, type ContentPage } from '../types';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The client's latest posts, newest scheduled first (GET /content/?page_size=5). */
export function getRecentContent(signal?: AbortSignal): Promise<ContentPage> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/content/', { query: { page_size: RECENT_CONTENT_SIZE }, signal });
}

export const useRecentContent = apiQuery(overviewKeys.content, getRecentContent);
