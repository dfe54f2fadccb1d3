import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { markConversationSeen } from '../api/get-thread';
import { messageKeys } from '../api/message-keys';
import { withMessage, withReadUpTo, type ThreadData } from '../thread';
import type { Message, Presence, TeamMember } from '../types';
import type { LiveEventName } from './event-stream';

/** Which side this tab is on: an admin reads for the agency, a client for itself. */
export type Side = 'agency' | 'client';

export interface ApplyContext {
  side: Side;
  /** The bell lives in another feature; the app hands in how to refresh it. */
  onNotificationsChanged: () => void;
  /**
   * Other features' data changed on the server: `kind` names which (content, invoices, tasks ...), null
   * means anything may have. The app knows which screens show what.
   */
  onDataChanged?: (kind: string | null) => void;
  /** Whether the person can see the page now; a hidden tab leaves new messages unread. */
  isVisible?: () => boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function isMessage(value: unknown): value is Message {
  return (
    isObject(value) && isId(value.id) && typeof value.content === 'string' && typeof value.sender_role === 'string'
  );
}

/**
 * `mine` as this tab sees it. The stream sends one copy of a message to both sides, and it may arrive
 * before the sender's own POST answer; trusting its `mine` would show the sender's message as the other
 * side's (and try to mark it read). The side is known here, so it decides.
 */
function withOwnSide(message: Message, side: Side): Message {
  const mine = message.sender_role === (side === 'agency' ? 'admin' : 'client');
  return message.mine === mine ? message : { ...message, mine };
}

/** Thread on screen (a mounted, enabled observer) for this conversation? */
function threadOnScreen(queryClient: QueryClient, conversation: number): boolean {
  return (
    queryClient
      .getQueryCache()
      .find({ queryKey: messageKeys.thread(conversation), exact: true })
      ?.isActive() ?? false
  );
}

function onMessage(queryClient: QueryClient, conversation: number, message: Message, context: ApplyContext) {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(conversation), (data) => withMessage(data, message));
  void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
  const visible = context.isVisible?.() ?? document.visibilityState === 'visible';
  // The other side's message, in the thread the person is looking at: read now, as opening it would.
  // A hidden tab leaves it unread; the thread refetches (and so marks it read) when the tab is focused.
  if (message.mine || message.read || !visible || !threadOnScreen(queryClient, conversation)) return;
  api
    .post<Message>(`/messages/${message.id}/mark_read/` as const)
    .then((read) => {
      queryClient.setQueryData<ThreadData>(messageKeys.thread(conversation), (data) =>
        withReadUpTo(data, context.side, read.id, read.read_at ?? new Date().toISOString()),
      );
      markConversationSeen(queryClient, conversation);
    })
    .catch((error: unknown) => console.warn('Could not mark the new message read.', error));
}

function withPresence(list: TeamMember[] | undefined, user: number, presence: Presence): TeamMember[] | undefined {
  return list?.some((member) => member.id === user)
    ? list.map((member) => (member.id === user ? { ...member, presence } : member))
    : list;
}

/** One stream event into the caches: appended or patched where that is enough, refetched where it is not. */
export function applyLiveEvent(queryClient: QueryClient, name: LiveEventName, data: unknown, context: ApplyContext) {
  if (name === 'resync') return resyncAfterOutage(queryClient, context);
  if (!isObject(data)) return;
  switch (name) {
    case 'message':
      if (isId(data.conversation) && isMessage(data.message))
        onMessage(queryClient, data.conversation, withOwnSide(data.message, context.side), context);
      return;
    case 'read': {
      const { conversation, side, up_to: upTo } = data;
      if (!isId(conversation) || (side !== 'agency' && side !== 'client') || !isId(upTo)) return;
      // Patched, not refetched: loading a thread marks read, which could announce another read event.
      queryClient.setQueryData<ThreadData>(messageKeys.thread(conversation), (thread) =>
        withReadUpTo(thread, side, upTo, new Date().toISOString()),
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      // Read on this side (another tab, another admin): its message notices may have been read with it.
      if (side === context.side) context.onNotificationsChanged();
      return;
    }
    case 'notification':
      context.onNotificationsChanged();
      return;
    case 'changed':
      if (typeof data.kind === 'string') context.onDataChanged?.(data.kind);
      return;
    case 'presence': {
      const { user, presence } = data;
      if (!isId(user) || (presence !== 'online' && presence !== 'away' && presence !== 'offline')) return;
      queryClient.setQueryData<TeamMember[]>(messageKeys.team(), (list) => withPresence(list, user, presence));
      return;
    }
  }
}

/** After the stream was down: everything it would have said may have been missed. */
export function resyncAfterOutage(queryClient: QueryClient, context: ApplyContext) {
  void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  context.onNotificationsChanged();
  context.onDataChanged?.(null);
}
