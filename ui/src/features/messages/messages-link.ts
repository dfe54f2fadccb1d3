// The open conversation and the list filter live in the address ('#messages?client=12&filter=unread'), so a
// notification, the overview's quick action, a pasted link and the Back button all lead to the same place.

import { isReadFilter } from './conversation-filter';
import type { ReadFilter } from './types';

function params(hash: string): URLSearchParams {
  return new URLSearchParams(hash.split('?')[1] ?? '');
}

/** The client id a messages hash names, or null: '#messages?client=12' -> 12. */
export function clientIdFromHash(hash: string): number | null {
  const raw = params(hash).get('client');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function filterFromHash(hash: string): ReadFilter {
  const raw = params(hash).get('filter');
  return isReadFilter(raw) ? raw : 'all';
}

/** The same hash with `key` set (or removed when null), keeping every other parameter. */
export function messagesHash(hash: string, key: 'client' | 'filter', value: string | null): string {
  const query = params(hash);
  if (value === null) query.delete(key);
  else query.set(key, value);
  const rest = query.toString();
  return `#messages${rest ? `?${rest}` : ''}` as const;
}
