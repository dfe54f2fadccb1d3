import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquare } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import type { Message } from '../../types';
import { MessageBubble } from './message-bubble';
import { useNow } from '@/lib/use-now';

interface Props {
  messages: Message[];
  meId: number;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Search text to mark in the messages; when set, `messages` is already the matching subset. */
  highlight?: string;
  emptyText: string;
  label: string;
}

/** Pixels from the bottom within which the reader counts as following the conversation. */
const FOLLOW_SLACK = 80;

/**
 * The scrolling list of messages, oldest at the top. It sticks to the bottom when a message arrives only if
 * the reader was already there, so reading older messages is never interrupted. role="log" has screen
 * readers announce new messages politely.
 */
export function MessageThread(props: Props) {
  const { messages, meId, loading, error, onRetry, hasOlder, loadingOlder, onLoadOlder, highlight, emptyText, label } =
    props;
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const now = useNow();
  const lastId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const element = box.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [lastId, loading]);

  useEffect(() => {
    following.current = true;
  }, [label]);

  return (
    <div
      ref={box}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK;
      }}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-5"
    >
      {loading ? (
        <div className="flex h-full items-center justify-center">
          <Spinner label={t`Loading messages`} className="size-7 text-brand-600" />
        </div>
      ) : error ? (
        <p role="alert" className="py-10 text-center text-sm text-red-700">
          {error}{' '}
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <>
          {hasOlder && (
            <div className="mb-4 flex justify-center">
              <Button variant="secondary" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
                <Trans>Load earlier messages</Trans>
              </Button>
            </div>
          )}
          {messages.length === 0 ? (
            <div className="flex h-full flex-col items-center justify-center gap-2 py-10 text-center text-sm text-slate-500">
              <MessageSquare className="size-8 text-slate-300" aria-hidden="true" />
              <p>{emptyText}</p>
            </div>
          ) : (
            <div role="log" aria-label={label}>
              <ol className="space-y-3">
                {messages.map((message) => (
                  <MessageBubble key={message.id} message={message} meId={meId} now={now} highlight={highlight} />
                ))}
              </ol>
            </div>
          )}
        </>
      )}
    </div>
  );
}
