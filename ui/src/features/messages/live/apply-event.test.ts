import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationList } from '../api/get-admin-conversations';
import { messageKeys } from '../api/message-keys';
import { conversation, message, page } from '../test-data';
import { threadMessages, type ThreadData } from '../thread';
import type { TeamMember } from '../types';
import { applyLiveEvent, type ApplyContext } from './apply-event';

function client() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const thread: ThreadData = {
    pages: [page([message({ id: 1, conversation: 4, sender_role: 'admin', mine: true })])],
    pageParams: [1],
  };
  queryClient.setQueryData(messageKeys.thread(4), thread);
  const list: ConversationList = { conversations: [conversation({ id: 4, unreadCount: 0 })], fallback: false };
  queryClient.setQueryData(messageKeys.adminConversations(), list);
  return queryClient;
}

const context = (overrides: Partial<ApplyContext> = {}): ApplyContext => ({
  side: 'agency',
  onNotificationsChanged: vi.fn(),
  onDataChanged: vi.fn(),
  isVisible: () => true,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('applyLiveEvent', () => {
  it('appends a new message to its thread and marks the conversation list stale', () => {
    const queryClient = client();
    applyLiveEvent(
      queryClient,
      'message',
      { conversation: 4, message: message({ id: 2, conversation: 4 }) },
      context(),
    );
    const thread = queryClient.getQueryData<ThreadData>(messageKeys.thread(4));
    expect(threadMessages(thread).map((m) => m.id)).toEqual([1, 2]);
    expect(queryClient.getQueryState(messageKeys.adminConversations())?.isInvalidated).toBe(true);
  });

  it("decides `mine` from this tab's side, whatever the stream's copy says", () => {
    const queryClient = client();
    const sent = message({ id: 2, conversation: 4, sender_role: 'client', mine: false });
    applyLiveEvent(queryClient, 'message', { conversation: 4, message: sent }, context({ side: 'client' }));
    const reply = message({ id: 3, conversation: 4, sender_role: 'admin', mine: true });
    applyLiveEvent(queryClient, 'message', { conversation: 4, message: reply }, context({ side: 'client' }));
    const mine = threadMessages(queryClient.getQueryData<ThreadData>(messageKeys.thread(4))).map((m) => m.mine);
    expect(mine).toEqual([true, true, false]);
  });

  it('does not mark a message read when its thread is not on screen', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    applyLiveEvent(client(), 'message', { conversation: 4, message: message({ id: 2, conversation: 4 }) }, context());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('patches read receipts into the thread without refetching it', () => {
    const queryClient = client();
    applyLiveEvent(queryClient, 'read', { conversation: 4, side: 'client', up_to: 1 }, context());
    const thread = queryClient.getQueryData<ThreadData>(messageKeys.thread(4));
    expect(threadMessages(thread)[0]!.read).toBe(true);
    expect(queryClient.getQueryState(messageKeys.thread(4))?.isInvalidated).toBe(false);
  });

  it('refreshes notifications for a notification event, and for reads on its own side', () => {
    const queryClient = client();
    const ctx = context();
    applyLiveEvent(queryClient, 'notification', { notification: { id: 1 } }, ctx);
    applyLiveEvent(queryClient, 'read', { conversation: 4, side: 'client', up_to: 1 }, ctx);
    applyLiveEvent(queryClient, 'read', { conversation: 4, side: 'agency', up_to: 1 }, ctx);
    expect(ctx.onNotificationsChanged).toHaveBeenCalledTimes(2);
  });

  it('updates a team member’s presence in place', () => {
    const queryClient = client();
    const member: TeamMember = {
      id: 2,
      name: 'Ana',
      role: 'Account manager',
      email: 'ana@agency.test',
      avatar: null,
      presence: 'offline',
      last_seen: null,
      account_manager: true,
    };
    queryClient.setQueryData(messageKeys.team(), [member]);
    applyLiveEvent(queryClient, 'presence', { user: 2, presence: 'online' }, context());
    expect(queryClient.getQueryData<TeamMember[]>(messageKeys.team())![0]!.presence).toBe('online');
  });

  it('reloads every conversation, thread and the bell on resync', () => {
    const queryClient = client();
    const ctx = context();
    applyLiveEvent(queryClient, 'resync', null, ctx);
    expect(queryClient.getQueryState(messageKeys.thread(4))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(messageKeys.adminConversations())?.isInvalidated).toBe(true);
    expect(ctx.onNotificationsChanged).toHaveBeenCalledTimes(1);
    expect(ctx.onDataChanged).toHaveBeenCalledWith(null);
  });

  it('hands a change of another kind to the app, and only a kind named by a string', () => {
    const ctx = context();
    applyLiveEvent(client(), 'changed', { kind: 'content' }, ctx);
    applyLiveEvent(client(), 'changed', { kind: 4 }, ctx);
    applyLiveEvent(client(), 'changed', null, ctx);
    expect(ctx.onDataChanged).toHaveBeenCalledTimes(1);
    expect(ctx.onDataChanged).toHaveBeenCalledWith('content');
    expect(ctx.onNotificationsChanged).not.toHaveBeenCalled();
  });

  it('ignores events whose data is not what the contract says', () => {
    const queryClient = client();
    const before = queryClient.getQueryData(messageKeys.thread(4));
    for (const data of [null, 'x', { conversation: 'four' }, { conversation: 4, message: { id: 'x' } }])
      applyLiveEvent(queryClient, 'message', data, context());
    applyLiveEvent(queryClient, 'presence', { user: 2, presence: 'invisible' }, context());
    expect(queryClient.getQueryData(messageKeys.thread(4))).toBe(before);
  });
});
