import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';
import { useRecentMessages } from '../api/get-recent-messages';
import { MESSAGES_HREF } from '../links';
import { newestFirst } from '../overview-figures';

/** The newest messages with the team, newest first; unread ones from the team are marked. */
export function RecentMessages({ onSend }: { onSend: () => void }) {
  const { t } = useLingui();
  const messages = useRecentMessages();
  return (
    <Card
      title={t`Recent Messages`}
      actions={
        <div className="flex items-center gap-3">
          <Link to={MESSAGES_HREF} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
            <Trans>View all</Trans>
          </Link>
          <Button size="sm" variant="secondary" onClick={onSend}>
            <Trans>Send Message</Trans>
          </Button>
        </div>
      }
    >
      <QueryState
        query={messages}
        loading={t`Loading messages`}
        failed={t`Could not load your messages.`}
        size="panel"
        empty={
          <div className="flex flex-col items-center py-4 text-center">
            <MessageSquare className="size-8 text-slate-300" aria-hidden="true" />
            <p className="mt-2 text-sm text-slate-500">
              <Trans>No messages yet. Say hello to your team!</Trans>
            </p>
          </div>
        }
      >
        {(page) => (
          <ul className="-my-2 divide-y divide-slate-100" aria-label={t`Recent messages`}>
            {newestFirst(page.results).map((message) => {
              const unread = !message.mine && !message.read;
              return (
                <li key={message.id} className="py-2.5">
                  <div className="flex items-baseline justify-between gap-3">
                    <p className={cn('truncate text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
                      {unread && (
                        <span
                          className="me-1.5 inline-block size-2 rounded-full bg-brand-600 align-middle"
                          aria-hidden="true"
                        />
                      )}
                      <bdi>
                        {message.mine
                          ? t({ message: 'You', comment: 'The sender of a message: the reader' })
                          : message.sender_name}
                      </bdi>
                      {unread && <span className="sr-only"> {t`(unread)`}</span>}
                    </p>
                    <time dateTime={message.timestamp} className="shrink-0 text-xs text-slate-500">
                      {formatRelativeTime(message.timestamp)}
                    </time>
                  </div>
                  <p className="mt-0.5 line-clamp-2 text-sm text-slate-600 wrap-anywhere" dir="auto">
                    {message.content || (message.attachment ? t`Sent an attachment` : '')}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
