// One place for the feature's query keys: the live stream, the screens and every mutation touch the same
// conversations and threads, so none of them spells a key by hand.

export const messageKeys = {
  all: ['messages'] as const,
  /** The admin's list and the client's own conversation: unread counts and last messages. */
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  adminConversations: () => [...messageKeys.conversations(), 'admin'] as const,
  clientConversation: () => [...messageKeys.conversations(), 'client'] as const,
  threads: () => [...messageKeys.all, 'thread'] as const,
  thread: (clientId: number) => [...messageKeys.threads(), clientId] as const,
  team: () => [...messageKeys.all, 'team'] as const,
  /** Clients with a portal user: the New dialog, and the list's fallback. */
  clients: () => [...messageKeys.all, 'clients'] as const,
};
