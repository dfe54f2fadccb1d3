/* eslint-disable lingui/no-unlocalized-strings -- test fixtures, never shown to a reader */
// Builders for the feature's tests: a whole object with only the fields a test cares about spelled out.
import type { Conversation, Message, MessagePage } from './types';

export function conversation(overrides: Partial<Conversation> & { id: number }): Conversation {
  return {
    clientId: overrides.id,
    userId: overrides.id + 100,
    name: `Client ${overrides.id}`,
    role: 'client',
    company: '',
    email: `c${overrides.id}@example.test`,
    unreadCount: 0,
    avatar: null,
    lastMessage: null,
    ...overrides,
  };
}

export function message(overrides: Partial<Message> & { id: number }): Message {
  return {
    conversation: 1,
    sender: 7,
    sender_name: 'Casey',
    sender_role: 'client',
    receiver: 2,
    content: `Message ${overrides.id}`,
    timestamp: '2026-11-20T10:00:00Z',
    read: false,
    read_at: null,
    attachment: null,
    mine: false,
    ...overrides,
  };
}

export function page(results: Message[], next: string | null = null): MessagePage {
  return { count: results.length, count_exact: true, next, previous: null, results };
}
