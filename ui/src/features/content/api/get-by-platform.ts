import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPost, SocialPlatform } from '../types';
import { contentKeys } from './get-content';
import { getAllPages } from '@/lib/typed-api';

export function getContentByPlatform(platform: SocialPlatform, signal?: AbortSignal): Promise<ContentPost[]> {
  return getAllPages('/content/by_platform/', { query: { platform, page_size: 100 }, signal });
}

export function contentByPlatformOptions(platform: SocialPlatform) {
  return queryOptions({
    queryKey: contentKeys.byPlatform(platform),
    queryFn: ({ signal }) => getContentByPlatform(platform, signal),
  });
}

export function useContentByPlatform(platform: SocialPlatform) {
  return useQuery(contentByPlatformOptions(platform));
}
