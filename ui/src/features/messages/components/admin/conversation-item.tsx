import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { unreadBadge } from '../../conversation-filter';
import { messageTime } from '../../message-time';
import type { Conversation } from '../../types';
import { PersonAvatar } from '../shared/person-avatar';

interface Props {
  conversation: Conversation;
  selected: boolean;
  /** The address that opens it ('#messages?client=12', keeping the filter). */
  hash: string;
  now: Date;
}

/** One row of the list: who, the last message, when, and the unread badge ('9+' above nine). */
export function ConversationItem({ conversation, selected, hash, now }: Props) {
  const { t } = useLingui();
  const badge = unreadBadge(conversation.unreadCount);
  const last = conversation.lastMessage;
  const preview = last ? (last.sender_role === 'admin' ? t`You: ${last.content}` : last.content) : t`No messages yet`;
  return (
    <Link
      to={{ pathname: paths.dashboard, hash }}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50',
        selected && 'bg-brand-50 hover:bg-brand-50',
      )}
    >
      <PersonAvatar name={conversation.name} src={conversation.avatar} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <bdi className={cn('min-w-0 flex-1 truncate text-sm text-slate-900', badge ? 'font-bold' : 'font-semibold')}>
            {conversation.name}
          </bdi>
          {last && (
            <time className="shrink-0 text-xs text-slate-600" dateTime={last.timestamp}>
              {messageTime(last.timestamp, now).label}
            </time>
          )}
        </span>
        {conversation.company && <bdi className="block truncate text-xs text-slate-600">{conversation.company}</bdi>}
        <span className="mt-0.5 flex items-center gap-2">
          <span
            className={cn('min-w-0 flex-1 truncate text-sm', badge ? 'text-slate-900' : 'text-slate-600')}
            dir="auto"
          >
            {preview}
          </span>
          {badge && (
            <span
              data-testid="unread-badge"
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] font-bold text-white"
            >
              {badge}
              <span className="sr-only">
                {' '}
                <Trans>unread</Trans>
              </span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
