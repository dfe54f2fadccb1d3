import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import { invoiceKeys } from './get-invoices';

export type ClientOption = Pick<Schemas['Client'], 'id' | 'name' | 'company' | 'email'>;

/** Names for the client filter and the New Invoice client picker; only the fields a picker needs. */
export async function getClientOptions(signal?: AbortSignal): Promise<ClientOption[]> {
  const clients = await fetchAllPages<ClientOption>('/clients/?page_size=100', { signal });
  return clients
    .map(({ id, name, company, email }) => ({ id, name, company, email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function clientOptionsOptions() {
  return queryOptions({ queryKey: invoiceKeys.clients(), queryFn: ({ signal }) => getClientOptions(signal) });
}

export function useClientOptions() {
  return useQuery(clientOptionsOptions());
}
