import { describe, expect, it } from 'vitest';
import {
  conversationsFromClients,
  filterConversations,
  unreadBadge,
  type MessagingClient,
} from './conversation-filter';
import { conversation } from './test-data';

const list = [
  conversation({ id: 1, name: 'José Álvarez', company: 'Acme Ltd', unreadCount: 3 }),
  conversation({ id: 2, name: 'Mira Chen', company: 'Northwind', unreadCount: 0 }),
  conversation({ id: 3, name: 'Sam Okafor', company: 'acme labs', unreadCount: 12 }),
];
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('filterConversations', () => {
  it('keeps everything for no search and the all filter, in the given order', () => {
    expect(ids(filterConversations(list, '  ', 'all'))).toEqual([1, 2, 3]);
  });

  it('searches names and companies, ignoring case and accents', () => {
    expect(ids(filterConversations(list, 'ACME', 'all'))).toEqual([1, 3]);
    expect(ids(filterConversations(list, 'jose alv', 'all'))).toEqual([1]);
    expect(ids(filterConversations(list, 'north', 'all'))).toEqual([2]);
    expect(ids(filterConversations(list, 'nobody', 'all'))).toEqual([]);
  });

  it('does not search other fields such as the email', () => {
    expect(ids(filterConversations(list, 'example.test', 'all'))).toEqual([]);
  });

  it('filters by unread count, together with the search', () => {
    expect(ids(filterConversations(list, '', 'unread'))).toEqual([1, 3]);
    expect(ids(filterConversations(list, '', 'read'))).toEqual([2]);
    expect(ids(filterConversations(list, 'acme', 'read'))).toEqual([]);
  });

  it('keeps the open conversation under Unread once it has been read, but not past the search', () => {
    expect(ids(filterConversations(list, '', 'unread', 2))).toEqual([1, 2, 3]);
    expect(ids(filterConversations(list, 'acme', 'unread', 2))).toEqual([1, 3]);
  });
});

describe('unreadBadge', () => {
  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i unread shows %s', (count, text) => {
    expect(unreadBadge(count)).toBe(text);
  });
});

describe('conversationsFromClients', () => {
  const client = (id: number, name: string, user_id: number | null): MessagingClient => ({
    id,
    name,
    company: `${name} Co`,
    email: `${id}@clients.test`,
    user_id,
    user_email: user_id ? `user${user_id}@portal.test` : null,
    user_avatar: null,
  });

  it('lists only clients with a user account, by name, with nothing unread', () => {
    const built = conversationsFromClients([client(1, 'Zed', 10), client(2, 'Ann', null), client(3, 'Bea', 30)]);
    expect(built.map((c) => [c.id, c.name, c.userId, c.email, c.unreadCount, c.lastMessage])).toEqual([
      [3, 'Bea', 30, 'user30@portal.test', 0, null],
      [1, 'Zed', 10, 'user10@portal.test', 0, null],
    ]);
  });
});
