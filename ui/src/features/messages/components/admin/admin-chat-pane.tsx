import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useCurrentUser } from '@/lib/session';
import { usePollInterval } from '../../live/live-events';
import { ADMIN_CHAT_POLL_MS, type Conversation } from '../../types';
import { Composer } from '../shared/composer';
import { LiveIndicator } from '../shared/live-indicator';
import { MessageThread } from '../shared/message-thread';
import { PersonAvatar } from '../shared/person-avatar';
import { useChat } from '../shared/use-chat';

interface Props {
  conversation: Conversation;
  /** Back to the list, on narrow screens where list and chat take turns. */
  onBack: () => void;
}

/**
 * The open conversation: polled every 5 s while the live stream is down (spec 000), and read as it is
 * opened or polled. Keyed by client by the caller, so switching starts with an empty draft.
 */
export function AdminChatPane({ conversation, onBack }: Props) {
  const { t } = useLingui();
  const me = useCurrentUser();
  const name = conversation.name;
  const chat = useChat(conversation, true, usePollInterval(ADMIN_CHAT_POLL_MS));
  return (
    <section aria-label={t`Conversation with ${name}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-3 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          className="-ml-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 md:hidden"
          aria-label={t`Back to conversations`}
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </button>
        <PersonAvatar name={conversation.name} src={conversation.avatar} size="sm" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900">
            <bdi>{conversation.name}</bdi>
          </h2>
          <p className="truncate text-xs text-slate-500">
            <bdi>{conversation.company}</bdi>
            {conversation.company && conversation.email ? ' · ' : ''}
            {conversation.email}
          </p>
        </div>
        <LiveIndicator pollMs={ADMIN_CHAT_POLL_MS} />
      </header>
      <MessageThread
        messages={chat.messages}
        meId={me.id}
        loading={chat.loading}
        error={chat.loadError}
        onRetry={chat.retry}
        hasOlder={chat.hasOlder}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={chat.loadOlder}
        emptyText={t`No messages yet. Write the first one to ${name}.`}
        label={t`Messages with ${name}`}
      />
      <Composer
        text={chat.draft}
        onTextChange={chat.setDraft}
        onSend={chat.onSend}
        sending={chat.sending}
        error={chat.sendError}
        placeholder={t({ message: `Message ${name}`, context: 'write a message to' })}
      />
    </section>
  );
}
