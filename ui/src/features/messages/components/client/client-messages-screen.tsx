import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { MessageSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { SearchInput } from '@/components/search-input';
import { StorageNotice } from '@/components/storage-notice';
import { useCurrentUser } from '@/lib/session';
import { useClientConversation } from '../../api/get-client-conversation';
import { useTeam } from '../../api/get-team';
import { usePollInterval } from '../../live/live-events';
import { searchMessages } from '../../thread';
import { CLIENT_MESSAGES_POLL_MS, type ClientConversation } from '../../types';
import { Composer } from '../shared/composer';
import { LiveIndicator } from '../shared/live-indicator';
import { MessageThread } from '../shared/message-thread';
import { useChat } from '../shared/use-chat';
import { QuickHelp } from './quick-help';
import { TeamInfoModal } from './team-info-modal';
import { TeamPanel } from './team-panel';

/** Client Messages (spec 001 section 2.7): one conversation with the whole agency, refreshed every 30 s without the stream. */
export function ClientMessagesScreen() {
  const { t } = useLingui();
  const pollMs = usePollInterval(CLIENT_MESSAGES_POLL_MS);
  const conversation = useClientConversation(pollMs);
  return (
    <QueryState
      query={conversation}
      loading={t`Loading your messages`}
      failed={t`Could not load your messages.`}
      isEmpty={(data) => data === null}
      empty={
        <EmptyState
          icon={MessageSquare}
          title={t`No conversation yet`}
          description={t`Your account is not linked to a client profile yet. Your agency will set it up.`}
        />
      }
    >
      {(data) => <ClientChat conversation={data!} pollMs={pollMs} />}
    </QueryState>
  );
}

function ClientChat({ conversation, pollMs }: { conversation: ClientConversation; pollMs: number | false }) {
  const { t } = useLingui();
  const me = useCurrentUser();
  const name = conversation.name;
  const team = useTeam();
  const chat = useChat(conversation, false, pollMs);
  const [search, setSearch] = useState('');
  const [infoOpen, setInfoOpen] = useState(false);
  const composer = useRef<HTMLTextAreaElement>(null);
  const shown = searchMessages(chat.messages, search);
  const searching = search.trim() !== '';

  function ask(prompt: string) {
    chat.setDraft(chat.draft.trim() ? `${chat.draft.trimEnd()}\n${prompt}` : prompt);
    // After React has put the text in, so the caret lands at its end.
    requestAnimationFrame(() => {
      const box = composer.current;
      if (!box) return;
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    });
  }

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <section
        aria-label={t`Conversation with ${name}`}
        className="flex h-[calc(100dvh-8.5rem)] min-h-[28rem] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:h-[calc(100dvh-10rem)]"
      >
        <header className="space-y-3 border-b border-slate-200 px-4 py-3">
          <div className="flex items-center gap-3">
            <div className="min-w-0 flex-1">
              <h2 className="truncate text-base font-semibold text-slate-900">
                <bdi>{conversation.name}</bdi>
              </h2>
              <p className="text-xs text-slate-500">
                <Trans>Your conversation with the whole team</Trans>
              </p>
            </div>
            <LiveIndicator pollMs={CLIENT_MESSAGES_POLL_MS} />
          </div>
          <SearchInput
            label={t`Search messages`}
            value={search}
            onChange={setSearch}
            placeholder={t`Search messages`}
          />
          {searching && (
            <p className="text-xs text-slate-500" role="status">
              {chat.hasOlder
                ? t`${plural(shown.length, { one: '# message matches', other: '# messages match' })} (among the messages loaded).`
                : t`${plural(shown.length, { one: '# message matches', other: '# messages match' })}.`}
            </p>
          )}
        </header>
        <MessageThread
          messages={shown}
          meId={me.id}
          loading={chat.loading}
          error={chat.loadError}
          onRetry={chat.retry}
          hasOlder={chat.hasOlder}
          loadingOlder={chat.loadingOlder}
          onLoadOlder={chat.loadOlder}
          highlight={search}
          emptyText={searching ? t`No message matches your search.` : t`No messages yet. Say hello to your team!`}
          label={t`Messages with ${name}`}
        />
        <StorageNotice className="mx-3 mt-2" />
        <Composer
          text={chat.draft}
          onTextChange={chat.setDraft}
          onSend={chat.onSend}
          sending={chat.sending}
          error={chat.sendError}
          placeholder={t`Write a message to your team`}
          textareaRef={composer}
        />
      </section>
      <div className="space-y-5">
        <TeamPanel team={team.data} loading={team.isPending} failed={team.isError} onInfo={() => setInfoOpen(true)} />
        <QuickHelp onAsk={ask} />
      </div>
      <TeamInfoModal open={infoOpen} onClose={() => setInfoOpen(false)} team={team.data ?? []} />
    </div>
  );
}
