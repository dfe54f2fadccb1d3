import { api } from '@/lib/api';
import type { EventTicket } from '../types';

/**
 * A short-lived, single-use ticket for GET /events/?ticket=: EventSource cannot send the Authorization
 * header, and the long-lived token must never appear in a URL (logs, history).
 */
export function getEventTicket(signal?: AbortSignal): Promise<EventTicket> {
  return api.post<EventTicket>('/events/ticket/', undefined, { signal });
}
