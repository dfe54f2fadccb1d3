import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages, withQuery } from '@/lib/api';
import type { ContentPost, SocialPlatform } from '../types';
import { contentKeys } from './get-content';

export function getContentByPlatform(platform: SocialPlatform, signal?: AbortSignal): Promise<ContentPost[]> {
  return fetchAllPages<ContentPost>(withQuery('/content/by_platform/', { platform, page_size: 100 }), { signal });
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
