import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/api';
import { contentKeys } from './get-content';

export interface ContentClientOption {
  id: number;
  name: string;
  company: string;
}

/** Admin only: names for the client filter and the create form's client picker, sorted by name. */
export async function getContentClientOptions(signal?: AbortSignal): Promise<ContentClientOption[]> {
  const clients = await fetchAllPages<ContentClientOption>('/clients/?page_size=100', { signal });
  return clients.map(({ id, name, company }) => ({ id, name, company })).sort((a, b) => a.name.localeCompare(b.name));
}

export function contentClientOptionsOptions() {
  return queryOptions({
    queryKey: contentKeys.clients(),
    queryFn: ({ signal }) => getContentClientOptions(signal),
    staleTime: 60_000,
  });
}

export function useContentClientOptions() {
  return useQuery(contentClientOptionsOptions());
}
