import { useLingui } from '@lingui/react/macro';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/cn';
import { useAdminConversations } from '../../api/get-admin-conversations';
import { useMessagingClients } from '../../api/get-messaging-clients';
import { conversationsFromClients, filterConversations } from '../../conversation-filter';
import { useLiveStatus, usePollInterval } from '../../live/live-events';
import { clientIdFromHash, filterFromHash, messagesHash } from '../../messages-link';
import { CLIENT_MESSAGES_POLL_MS, type Conversation, type ReadFilter } from '../../types';
import { AdminChatPane } from './admin-chat-pane';
import { ConversationList } from './conversation-list';
import { NewConversationDialog } from './new-conversation-dialog';

/**
 * Admin Messages (spec 000): the conversation list beside the open chat. The open conversation and the
 * filter live in the address ('#messages?client=12&filter=unread'), so the overview's quick action and the
 * bell's message notices open the right one. Narrow screens show the list, then the chat with a Back button.
 */
export function AdminMessagesScreen() {
  const { t } = useLingui();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const selectedId = clientIdFromHash(hash);
  const filter = filterFromHash(hash);
  const [search, setSearch] = useState('');
  const [newOpen, setNewOpen] = useState(false);
  // The list has no polling interval of its own in the spec; 30 s keeps its badges honest without the stream.
  const list = useAdminConversations(usePollInterval(CLIENT_MESSAGES_POLL_MS));
  const all = list.data?.conversations ?? [];
  const shown = filterConversations(all, search, filter, selectedId);
  const listed = all.find((c) => c.id === selectedId);
  // A client written to for the first time, or missing from a stale list: take it from the clients.
  const clients = useMessagingClients(selectedId !== null && list.isSuccess && !listed);
  const selected: Conversation | undefined =
    listed ?? conversationsFromClients(clients.data ?? []).find((c) => c.id === selectedId);

  const liveStatus = useLiveStatus();

  const go = (next: string, replace = false) => navigate({ hash: next }, { replace });
  const setFilter = (value: ReadFilter) => go(messagesHash(hash, 'filter', value === 'all' ? null : value), true);

  return (
    <div
      data-live-status={liveStatus}
      className="flex h-[calc(100dvh-8.5rem)] min-h-[28rem] overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:h-[calc(100dvh-10rem)]"
    >
      <div
        className={cn(
          'min-h-0 w-full flex-col border-slate-200 md:flex md:w-80 md:shrink-0 md:border-r',
          selectedId === null ? 'flex' : 'hidden',
        )}
      >
        <ConversationList
          conversations={shown}
          total={all.length}
          loading={list.isPending}
          refreshing={list.isFetching}
          fallback={list.data?.fallback ?? false}
          hash={hash}
          selectedId={selectedId}
          search={search}
          onSearch={setSearch}
          filter={filter}
          onFilter={setFilter}
          onRefresh={() => void list.refetch()}
          onNew={() => setNewOpen(true)}
        />
      </div>
      <div className={cn('min-h-0 min-w-0 flex-1 flex-col md:flex', selectedId === null ? 'hidden' : 'flex')}>
        {selected ? (
          <AdminChatPane
            key={selected.id}
            conversation={selected}
            onBack={() => go(messagesHash(hash, 'client', null))}
          />
        ) : selectedId !== null && (list.isPending || clients.isLoading) ? (
          <div className="flex flex-1 items-center justify-center">
            <Spinner label={t`Loading conversation`} className="size-7 text-brand-600" />
          </div>
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 bg-slate-50 p-6 text-center text-sm text-slate-500">
            <MessageSquare className="size-10 text-slate-300" aria-hidden="true" />
            <p>
              {selectedId === null
                ? t`Select a conversation, or start a new one.`
                : t`This conversation is not available: the client may have no portal account.`}
            </p>
          </div>
        )}
      </div>
      <NewConversationDialog
        open={newOpen}
        onClose={() => setNewOpen(false)}
        onPick={(clientId) => {
          setNewOpen(false);
          setSearch('');
          // 'all': a new conversation has nothing unread, and must not be hidden by the filter.
          go(messagesHash(messagesHash(hash, 'filter', null), 'client', String(clientId)));
        }}
      />
    </div>
  );
}
