import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/badge';
import { PlatformIcon } from '@/components/platform-icon';
import { TruncatedText } from '@/components/truncated-text';
import { sectionHref } from '@/lib/paths';
import { problemInLanguage } from '@/lib/publish-problem';
import { dateFormat } from '@/lib/format';
import { isOut, publishWords, viewOnLabel } from '@/lib/publish-state';
import type { QueuePost } from '../types';

function formatWhen(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime())
    ? dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date)
    : '';
}

/** A post's name in the queue: its title, else the start of its caption. */
export function queueName(post: Pick<QueuePost, 'title' | 'content'>): string {
  const title = post.title.trim();
  if (title) return title;
  const caption = post.content.trim().replace(/\s+/g, ' ');
  return caption.length > 80 ? `${caption.slice(0, 79)}…` : caption || t`Untitled post`;
}

interface Props {
  posts: readonly QueuePost[];
  /** The row's moves (Publish now, Try again, Mark as posted), from the content feature. */
  actions: (post: QueuePost) => ReactNode;
}

/** One stage of the queue: client, platform, post, time, state, and the link, the reason or the moves. */
export function QueueList({ posts, actions }: Props) {
  // Rendered again when the language changes; the words below are read in it.
  useLingui();
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {posts.map((post) => {
        const { publishing } = post;
        const words = publishWords(publishing.state, post.platform);
        const name = queueName(post);
        const out = isOut(publishing.state);
        return (
          <li
            key={post.id}
            data-testid={`queue-row-${post.id}`}
            className="flex min-w-0 flex-col gap-3 p-4 md:flex-row md:items-start"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <PlatformIcon platform={post.platform} className="size-9 shrink-0" />
              <div className="min-w-0 flex-1 space-y-1">
                <a
                  href={`${sectionHref('content')}?post=${post.id}`}
                  className="block text-sm font-semibold text-slate-900 wrap-anywhere hover:text-brand-700 hover:underline"
                  dir="auto"
                >
                  {name}
                </a>
                <TruncatedText as="p" text={post.client_name} className="text-xs font-medium text-slate-700" />
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
                    <time dateTime={post.scheduled_date}>{formatWhen(post.scheduled_date)}</time>
                  </span>
                  {publishing.account_username && (
                    <span className="min-w-0 truncate">
                      <bdi>@{publishing.account_username}</bdi>
                    </span>
                  )}
                </p>
                <div className="flex flex-wrap items-center gap-2 pt-0.5">
                  <Badge tone={words.tone}>{words.label}</Badge>
                  {out && post.post_url && (
                    <a
                      href={post.post_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-xs font-semibold text-brand-700 hover:underline"
                    >
                      {viewOnLabel(post.platform)}
                    </a>
                  )}
                  {out && publishing.published_at && (
                    <span className="text-xs text-slate-500">{formatWhen(publishing.published_at)}</span>
                  )}
                </div>
                {publishing.state === 'failed' && publishing.error && (
                  <p className="text-sm text-red-700 wrap-anywhere">{problemInLanguage(publishing.error)}</p>
                )}
                {publishing.state === 'not_publishable' &&
                  publishing.problems.map((problem) => (
                    <p key={problem} className="text-sm text-red-700 wrap-anywhere">
                      {problemInLanguage(problem)}
                    </p>
                  ))}
                {!out && publishing.state !== 'failed' && words.detail && publishing.state !== 'scheduled' && (
                  <p className="text-xs text-slate-600">{words.detail}</p>
                )}
              </div>
            </div>
            <div className="md:max-w-xs md:shrink-0">{actions(post)}</div>
          </li>
        );
      })}
    </ul>
  );
}
