import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-errors';
import { useSendMessage } from '../../api/send-message';
import { useThread, type ThreadRef } from '../../api/get-thread';
import { threadMessages } from '../../thread';
import { MESSAGE_TEXT } from '../../types';

/**
 * One conversation's thread, draft and sending, for either side. `pollMs` is the spec's fallback interval,
 * already switched off by the caller while the live stream is up.
 */
export function useChat(conversation: ThreadRef | null, asAdmin: boolean, pollMs: number | false) {
  const { t } = useLingui();
  const clientId = conversation?.id ?? null;
  const thread = useThread(conversation, pollMs);
  const send = useSendMessage(asAdmin);
  const [draft, setDraft] = useState('');
  const messages = useMemo(() => threadMessages(thread.data), [thread.data]);

  async function onSend(text: string, file: File | null): Promise<boolean> {
    if (clientId === null) return false;
    try {
      await send.mutateAsync({ clientId, text, file });
      setDraft('');
      return true;
    } catch (error) {
      console.error('Message send failed.', error);
      return false;
    }
  }

  return {
    messages,
    draft,
    // Typing again clears an old send failure, which no longer describes what is in the box.
    setDraft: (text: string) => {
      if (send.isError) send.reset();
      setDraft(text);
    },
    onSend,
    sending: send.isPending,
    sendError: send.isError ? errorMessage(send.error, t(MESSAGE_TEXT.sendFailed)) : null,
    loading: clientId !== null && thread.isPending,
    loadError: thread.isError && !thread.data ? errorMessage(thread.error, t`Could not load the messages.`) : null,
    retry: () => void thread.refetch(),
    hasOlder: thread.hasNextPage,
    loadingOlder: thread.isFetchingNextPage,
    loadOlder: () => void thread.fetchNextPage(),
  };
}
