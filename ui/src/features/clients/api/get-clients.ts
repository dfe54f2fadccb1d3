import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Client, ClientFilters } from '../types';
import { getAllPages, getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

export const clientKeys = {
  all: ['clients'] as const,
  list: (filters: ClientFilters) => [...clientKeys.all, 'list', filters] as const,
  tasks: (id: number) => [...clientKeys.all, 'tasks', id] as const,
};

/** 'all' means no filter, and the server treats a missing parameter the same way. */
function filterParam(value: string): string | undefined {
  return value === 'all' ? undefined : value;
}

export function getClients(filters: ClientFilters, signal?: AbortSignal): Promise<Client[]> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getAllPages('/clients/', {
    query: {
      search: filters.search.trim(),
      status: filterParam(filters.status),
      payment_status: filterParam(filters.payment_status),
      package: filterParam(filters.package),
      platform: filterParam(filters.platform),
      page_size: 100,
    },
    signal,
  });
}

// Typing in the search box should not blank the cards between answers.
export const useClients = apiQuery(clientKeys.list, getClients, { placeholderData: keepPreviousData });

/** The overview's Client Status panel: one short page, newest first as the server lists them. */
export function recentClientsOptions(limit: number) {
  return queryOptions({
    queryKey: [...clientKeys.all, 'recent', limit] as const,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
    queryFn: async ({ signal }) => (await getApi('/clients/', { query: { page_size: limit }, signal })).results,
  });
}

export function useRecentClients(limit: number) {
  return useQuery(recentClientsOptions(limit));
}
