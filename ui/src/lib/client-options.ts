import type { Schemas } from './types';
import { getAllPages } from './typed-api';
import { apiQuery } from './api-query';

export type ClientOption = Pick<Schemas['Client'], 'id' | 'name' | 'company' | 'email'>;

/**
 * Under the clients' own prefix, so a change to a client (on the Clients screen, or announced by the live
 * stream) refreshes every picker too; one key for every screen, so one request serves them all.
 */
export const clientOptionsKey = ['clients', 'options'] as const;

/** Admin only: the agency's clients for filters and pickers, only the fields a picker needs, sorted by name. */
export async function getClientOptions(signal?: AbortSignal): Promise<ClientOption[]> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  const clients = await getAllPages('/clients/', { query: { page_size: 100 }, signal });
  return clients
    .map(({ id, name, company, email }) => ({ id, name, company, email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const useClientOptions = apiQuery(() => clientOptionsKey, getClientOptions);
