import { keepPreviousData } from '@tanstack/react-query';
import type { ContentFilters, ContentPage, ContentPost } from '../types';
import { getAllPages, getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

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
    approval: param(filters.approval),
    ...extra,
  };
}

/** Every post the filters match, following `next` (at most 10 pages of 100, as the other lists do). */
export function getContent(filters: ContentFilters, signal?: AbortSignal): Promise<ContentPost[]> {
  return getAllPages('/content/' as const, { query: listParams(filters, { page_size: 100 }), signal });
}

// Typing in the search box should not blank the grid between answers.
export const useContent = apiQuery(contentKeys.list, getContent, { placeholderData: keepPreviousData });

/** One page with its `count`, for screens that page themselves and for short panels (the overview's). */
export function getContentPage(
  filters: ContentFilters,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ContentPage> {
  return getApi('/content/' as const, { query: listParams(filters, { page, page_size: pageSize }), signal });
}

export const useContentPage = apiQuery(contentKeys.page, getContentPage, { placeholderData: keepPreviousData });
