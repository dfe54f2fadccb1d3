import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import { performanceKeys } from './performance-keys';

export type ClientOption = Pick<Schemas['Client'], 'id' | 'name'>;

/** Names for the admin's client filter; only what a select needs. */
export async function getClientOptions(signal?: AbortSignal): Promise<ClientOption[]> {
  const clients = await fetchAllPages<ClientOption>('/clients/?page_size=100', { signal });
  return clients.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export function clientOptionsOptions() {
  return queryOptions({ queryKey: performanceKeys.clientOptions(), queryFn: ({ signal }) => getClientOptions(signal) });
}

export function useClientOptions() {
  return useQuery(clientOptionsOptions());
}
