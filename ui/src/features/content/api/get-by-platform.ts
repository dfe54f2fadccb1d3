import type { ContentPost, SocialPlatform } from '../types';
import { contentKeys } from './get-content';
import { getAllPages } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

export function getContentByPlatform(platform: SocialPlatform, signal?: AbortSignal): Promise<ContentPost[]> {
  return getAllPages('/content/by_platform/' as const, { query: { platform, page_size: 100 }, signal });
}

export const useContentByPlatform = apiQuery(contentKeys.byPlatform, getContentByPlatform);
