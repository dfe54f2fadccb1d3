import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentFilters, ContentPage, ContentPost } from '../types';
import { getAllPages, getApi } from '@/lib/typed-api';

export const contentKeys = {
  all: ['content'] as const,
  lists: () => [...contentKeys.all, 'list'] as const,
  list: (filters: ContentFilters) => [...contentKeys.lists(), filters] as const,
  page: (filters: ContentFilters, page: number, pageSize: number) =>
    [...contentKeys.lists(), 'page', filters, page, pageSize] as const,
  byPlatform: (platform: string) => [...contentKeys.lists(), 'by-platform', platform] as const,
  stats: (client?: number) => [...contentKeys.all, 'stats', client ?? 'all'] as const,
  calendar: (start: string, end: string, client?: number) =>
    [...contentKeys.all, 'calendar', start, end, client ?? 'all'] as const,
  details: () => [...contentKeys.all, 'detail'] as const,
  detail: (id: number) => [...contentKeys.details(), id] as const,
  comments: (id: number) => [...contentKeys.detail(id), 'comments'] as const,
  history: (id: number) => [...contentKeys.detail(id), 'history'] as const,
};

const param = (value: string | undefined) => (value === 'all' ? undefined : value);

function listParams(filters: ContentFilters, extra: { page?: number; page_size: number }) {
  return {
    search: filters.search.trim(),
    status: param(filters.status),
    platform: param(filters.platform),
    client: param(filters.client),
    date_from: filters.date_from,
    date_to: filters.date_to,
    ...extra,
  };
}

/** Every post the filters match, following `next` (at most 10 pages of 100, as the other lists do). */
export function getContent(filters: ContentFilters, signal?: AbortSignal): Promise<ContentPost[]> {
  return getAllPages('/content/', { query: listParams(filters, { page_size: 100 }), signal });
}

export function contentListOptions(filters: ContentFilters) {
  return queryOptions({
    queryKey: contentKeys.list(filters),
    queryFn: ({ signal }) => getContent(filters, signal),
    // Typing in the search box should not blank the grid between answers.
    placeholderData: keepPreviousData,
  });
}

export function useContent(filters: ContentFilters) {
  return useQuery(contentListOptions(filters));
}

/** One page with its `count`, for screens that page themselves and for short panels (the overview's). */
export function getContentPage(
  filters: ContentFilters,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ContentPage> {
  return getApi('/content/', { query: listParams(filters, { page, page_size: pageSize }), signal });
}

export function contentPageOptions(filters: ContentFilters, page: number, pageSize: number) {
  return queryOptions({
    queryKey: contentKeys.page(filters, page, pageSize),
    queryFn: ({ signal }) => getContentPage(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContentPage(filters: ContentFilters, page: number, pageSize: number) {
  return useQuery(contentPageOptions(filters, page, pageSize));
}
