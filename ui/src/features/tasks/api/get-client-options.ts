import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import { taskKeys } from './get-tasks';

export type ClientOption = Pick<Schemas['Client'], 'id' | 'name' | 'company'>;

/** Names for the client filter and the task form's client picker; only the fields a picker needs. */
export async function getClientOptions(signal?: AbortSignal): Promise<ClientOption[]> {
  const clients = await fetchAllPages<ClientOption>('/clients/?page_size=100', { signal });
  return clients.map(({ id, name, company }) => ({ id, name, company })).sort((a, b) => a.name.localeCompare(b.name));
}

export function clientOptionsOptions() {
  return queryOptions({ queryKey: taskKeys.clients(), queryFn: ({ signal }) => getClientOptions(signal) });
}

export function useClientOptions() {
  return useQuery(clientOptionsOptions());
}
