import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConversation } from '../types';
import { messageKeys } from './message-keys';
import { getApi } from '@/lib/typed-api';

/** A client's one conversation with the agency, its unread count and the team (GET /messages/conversations/). */
export async function getClientConversation(signal?: AbortSignal): Promise<ClientConversation | null> {
  const list = await getApi('/messages/conversations/' as const, { signal });
  return list[0] ?? null;
}

export function clientConversationOptions(pollMs: number | false) {
  return queryOptions({
    queryKey: messageKeys.clientConversation(),
    queryFn: ({ signal }) => getClientConversation(signal),
    refetchInterval: pollMs,
  });
}

export function useClientConversation(pollMs: number | false) {
  return useQuery(clientConversationOptions(pollMs));
}
