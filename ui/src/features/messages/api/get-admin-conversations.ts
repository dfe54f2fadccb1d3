import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { conversationsFromClients } from '../conversation-filter';
import type { Conversation } from '../types';
import { getMessagingClients } from './get-messaging-clients';
import { messageKeys } from './message-keys';
import { getApi } from '@/lib/typed-api';

export interface ConversationList {
  conversations: Conversation[];
  /** True when the list was built from the clients because the conversations call failed (spec 000). */
  fallback: boolean;
}

/**
 * Every client with a user, newest activity first. The whole list is loaded once and searched and filtered
 * in the browser (see conversation-filter.ts). If the call fails, the spec builds the list from the clients
 * that have a user account instead; only a signed-out session (401, already sent to /auth) is not retried.
 */
export async function getAdminConversations(signal?: AbortSignal): Promise<ConversationList> {
  try {
    const conversations = await getApi('/messages/admin-conversations/' as const, { signal });
    return { conversations, fallback: false };
  } catch (error) {
    if (signal?.aborted || (error instanceof ApiError && error.status === 401)) throw error;
    // Spec 000 section 8: list loads are only logged.
    console.error('Could not load the conversations; listing clients instead.', error);
    return { conversations: conversationsFromClients(await getMessagingClients(signal)), fallback: true };
  }
}

export function adminConversationsOptions(pollMs: number | false) {
  return queryOptions({
    queryKey: messageKeys.adminConversations(),
    queryFn: ({ signal }) => getAdminConversations(signal),
    refetchInterval: pollMs,
  });
}

export function useAdminConversations(pollMs: number | false) {
  return useQuery(adminConversationsOptions(pollMs));
}
