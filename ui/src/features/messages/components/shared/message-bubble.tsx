import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CheckCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { visibleText } from '../../attachment';
import { messageTime } from '../../message-time';
import { highlightParts } from '../../thread';
import type { Message } from '../../types';
import { AttachmentCard } from './attachment-card';

interface Props {
  message: Message;
  /** The signed-in user's id: their own messages say 'You'; a colleague's carry the colleague's name. */
  meId: number;
  now: Date;
  highlight?: string;
}

/**
 * One message. The text is plain text rendered by React (never as HTML), line breaks kept, long words
 * wrapped anywhere, direction taken from the text itself.
 */
export function MessageBubble({ message, meId, now, highlight = '' }: Props) {
  const { t } = useLingui();
  const { mine } = message;
  const time = messageTime(message.timestamp, now);
  const text = visibleText(message.content, message.attachment?.name ?? null);
  const author = message.sender === meId ? t`You` : message.sender_name;
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-message-id={message.id}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 shadow-sm sm:max-w-[70%]',
          mine
            ? 'rounded-br-md bg-brand-600 text-white'
            : 'rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200',
        )}
      >
        <p className={cn('text-xs font-semibold', mine ? 'text-white/90' : 'text-slate-600')}>
          <bdi className="wrap-anywhere">{author}</bdi>
        </p>
        {text && (
          <p dir="auto" className="mt-0.5 text-sm whitespace-pre-wrap wrap-anywhere">
            {highlightParts(text, highlight).map((part, index) =>
              part.match ? (
                <mark key={index} className="rounded-sm bg-amber-200 text-slate-900">
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )}
          </p>
        )}
        {message.attachment && <AttachmentCard attachment={message.attachment} mine={mine} />}
        <p
          className={cn(
            'mt-1 flex items-center justify-end gap-1 text-[11px]',
            mine ? 'text-white/80' : 'text-slate-500',
          )}
        >
          <time dateTime={message.timestamp} title={time.title}>
            {time.label}
          </time>
          {mine &&
            (message.read ? (
              <>
                <CheckCheck className="size-3.5" aria-hidden="true" />
                <span className="sr-only">
                  <Trans context="message status">Read</Trans>
                </span>
              </>
            ) : (
              <>
                <Check className="size-3.5" aria-hidden="true" />
                <span className="sr-only">
                  <Trans context="message status">Sent</Trans>
                </span>
              </>
            ))}
        </p>
      </div>
    </li>
  );
}
