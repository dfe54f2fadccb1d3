import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ConversationList } from './get-admin-conversations';
import { THREAD_PAGE_SIZE, type ClientConversation, type MessagePage } from '../types';
import { messageKeys } from './message-keys';
import { getApi } from '@/lib/typed-api';

/** The thread is named by the contact's user id (the conversation's `userId`), as the spec's chat opens it. */
export function getThreadPage(contactId: number, page: number, signal?: AbortSignal): Promise<MessagePage> {
  return getApi('/messages/conversation/{id}/' as const, {
    path: { id: contactId },
    query: { page, page_size: THREAD_PAGE_SIZE },
    signal,
  });
}

/**
 * Loading a thread marks the other side's messages read on the server (spec 000 and 001), so the cached
 * unread counts drop to zero at once instead of waiting for the next list refresh.
 */
export function markConversationSeen(queryClient: QueryClient, clientId: number) {
  queryClient.setQueryData<ConversationList>(messageKeys.adminConversations(), (list) =>
    list && list.conversations.some((c) => c.id === clientId && c.unreadCount > 0)
      ? { ...list, conversations: list.conversations.map((c) => (c.id === clientId ? { ...c, unreadCount: 0 } : c)) }
      : list,
  );
  queryClient.setQueryData<ClientConversation | null>(messageKeys.clientConversation(), (conversation) =>
    conversation && conversation.id === clientId && conversation.unreadCount > 0
      ? { ...conversation, unreadCount: 0 }
      : conversation,
  );
}

/**
 * Page 1 is the newest; older pages load on demand ('Load earlier messages'). Cached per client (the live
 * events name the conversation by its client), fetched by the contact's user id.
 */
export function threadOptions(queryClient: QueryClient, clientId: number, contactId: number, pollMs: number | false) {
  return infiniteQueryOptions({
    queryKey: messageKeys.thread(clientId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getThreadPage(contactId, pageParam, signal);
      if (pageParam === 1) markConversationSeen(queryClient, clientId);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastParam) => (last.next ? lastParam + 1 : undefined),
    // Polled (admin 5 s, client 30 s) only while the live stream is down; opening or polling marks read.
    refetchInterval: pollMs,
    // A thread is read while on screen: never show a stale one for the 15 s default when coming back.
    staleTime: 0,
  });
}

/** A conversation as the lists give it: the client's id and the contact's user id. */
export interface ThreadRef {
  id: number;
  userId: number | null;
}

export function useThread(conversation: ThreadRef | null, pollMs: number | false) {
  const queryClient = useQueryClient();
  const clientId = conversation?.id ?? 0;
  const contactId = conversation?.userId ?? null;
  return useInfiniteQuery({
    ...threadOptions(queryClient, clientId, contactId ?? 0, pollMs),
    enabled: conversation !== null && contactId !== null,
  });
}
