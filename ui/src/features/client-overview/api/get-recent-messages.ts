import { MESSAGES_POLL_MS, RECENT_MESSAGES_SIZE, type MessagePage } from '../types';
import { useQuery } from '@tanstack/react-query';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';

/**
 * The newest messages of the client's conversation (GET /messages/?page_size=5). Not the conversation
 * endpoint the Messages screen reads: that one marks the agency's messages read, and a glance at the
 * overview should not.
 */
export function getRecentMessages(signal?: AbortSignal): Promise<MessagePage> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/messages/', { query: { page: 1, page_size: RECENT_MESSAGES_SIZE }, signal });
}

/** Messages refetch every 30 s (spec 001 sections 4 and 9); not asked for at all by a seat without them. */
export function useRecentMessages(enabled = true) {
  return useQuery({
    queryKey: overviewKeys.messages(),
    queryFn: ({ signal }) => getRecentMessages(signal),
    refetchInterval: MESSAGES_POLL_MS,
    enabled,
  });
}
