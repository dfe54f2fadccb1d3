import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BADGE_CAP } from '@/lib/constants';
import { badgeCount } from '@/lib/format';
import type { Schemas } from '@/lib/types';
import type { Conversation, ReadFilter } from './types';

export const READ_FILTERS: ReadonlyArray<{ value: ReadFilter; label: MessageDescriptor }> = [
  { value: 'all', label: msg({ message: 'All', context: 'conversations filter' }) },
  { value: 'unread', label: msg({ message: 'Unread', context: 'conversations filter' }) },
  { value: 'read', label: msg({ message: 'Read', context: 'conversations filter' }) },
];

export function isReadFilter(value: string | null): value is ReadFilter {
  return value === 'all' || value === 'unread' || value === 'read';
}

/** Case and accents ignored, so 'jose' finds 'José' and 'ACME' finds 'Acme Ltd'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The list as shown: search by name or company (spec 000), then the read filter. Done here rather than by
 * the server's ?search=&filter= so typing answers at once and the clients fallback filters the same way.
 * The open conversation (`openId`) stays under the Unread filter: opening it reads it, and it should not
 * vanish from the list while it is being answered.
 */
export function filterConversations(
  list: readonly Conversation[],
  search: string,
  filter: ReadFilter,
  openId: number | null = null,
): Conversation[] {
  const needle = folded(search.trim());
  return list.filter((conversation) => {
    if (filter === 'unread' && conversation.unreadCount === 0 && conversation.id !== openId) return false;
    if (filter === 'read' && conversation.unreadCount > 0) return false;
    if (!needle) return true;
    return folded(conversation.name).includes(needle) || folded(conversation.company).includes(needle);
  });
}

/** The unread badge's text ('3', '9+'), or null when there is nothing to show. */
export function unreadBadge(count: number): string | null {
  return count > 0 ? badgeCount(count, BADGE_CAP) : null;
}

export type MessagingClient = Pick<
  Schemas['Client'],
  'id' | 'name' | 'company' | 'email' | 'user_id' | 'user_email' | 'user_avatar'
>;

/** Only a client with a portal user can be written to (spec 000: 'Start New Conversation'). */
export function hasUser(client: MessagingClient): client is MessagingClient & { user_id: number } {
  return client.user_id !== null;
}

/**
 * The spec's fallback when the conversation list fails: one entry per client with a user account, with no
 * unread counts or last messages (those only the failed call knows), by name.
 */
export function conversationsFromClients(clients: readonly MessagingClient[]): Conversation[] {
  return clients
    .filter(hasUser)
    .map((client) => ({
      id: client.id,
      clientId: client.id,
      userId: client.user_id,
      name: client.name,
      role: 'client',
      company: client.company,
      email: client.user_email ?? client.email,
      unreadCount: 0,
      avatar: client.user_avatar,
      lastMessage: null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
