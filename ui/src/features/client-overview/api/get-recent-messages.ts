import { MESSAGES_POLL_MS, RECENT_MESSAGES_SIZE, type MessagePage } from '../types';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/**
 * The newest messages of the client's conversation (GET /messages/?page_size=5). Not the conversation
 * endpoint the Messages screen reads: that one marks the agency's messages read, and a glance at the
 * overview should not.
 */
export function getRecentMessages(signal?: AbortSignal): Promise<MessagePage> {
  return getApi('/messages/', { query: { page: 1, page_size: RECENT_MESSAGES_SIZE }, signal });
}

// Messages refetch every 30 s (spec 001 sections 4 and 9).
export const useRecentMessages = apiQuery(overviewKeys.messages, getRecentMessages, {
  refetchInterval: MESSAGES_POLL_MS,
});
