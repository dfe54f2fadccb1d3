import type { EventTicket } from '../types';
import { postApi } from '@/lib/typed-api';

/**
 * A short-lived, single-use ticket for GET /events/?ticket=: EventSource cannot send the Authorization
 * header, and the long-lived token must never appear in a URL (logs, history).
 */
export function getEventTicket(signal?: AbortSignal): Promise<EventTicket> {
  return postApi('/events/ticket/' as const, { signal });
}
