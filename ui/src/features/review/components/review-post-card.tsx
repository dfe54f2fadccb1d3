import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { CalendarClock, Hourglass } from 'lucide-react';
import { PlatformIcon } from '@/components/platform-icon';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import type { ReviewPost } from '../types';
import { formatWhen } from '../review-format';
import { ReviewComments } from './review-comments';
import { ReviewDecision } from './review-decision';
import { ReviewImages } from './review-images';

// eslint-disable-next-line lingui/no-unlocalized-strings -- brand names read the same in every language
const PLATFORMS = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' } as const;

/** A post's name: its title, else the start of its caption (in the reader's language when called). */
export function reviewPostName(post: Pick<ReviewPost, 'title' | 'content'>): string {
  const title = post.title.trim();
  if (title) return title;
  return post.content.trim().split(/\s+/).slice(0, 8).join(' ') || t`Untitled post`;
}

interface Props {
  linkKey: string;
  email: string;
  post: ReviewPost;
  index: number;
  count: number;
}

/** One post as it will go out (platform, date, images, caption), then the decision and the comments. */
export function ReviewPostCard({ linkKey, email, post, index, count }: Props) {
  useLingui(); // reviewPostName speaks the reader's language: a switch of language renders this again
  const name = reviewPostName(post);
  const position = index + 1;
  const titleId = `review-post-${post.id}`;
  const deadline = post.can_decide && !post.decision ? post.approve_by : null;
  const now = useNow(60_000);
  const late = deadline !== null && new Date(deadline) < now;
  const dueWhen = deadline ? formatWhen(deadline) : '';
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`review-post-${post.id}`}
      className="overflow-hidden bg-white shadow-sm ring-1 ring-slate-200 sm:rounded-2xl"
    >
      <header className="flex items-center gap-3 px-4 py-3 sm:px-5">
        <PlatformIcon platform={post.platform} className="size-9 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900">{PLATFORMS[post.platform] ?? post.platform}</p>
          <p className="flex items-center gap-1 text-xs text-slate-500">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            <time dateTime={post.scheduled_date}>{formatWhen(post.scheduled_date)}</time>
          </p>
        </div>
        {count > 1 && (
          <span className="shrink-0 text-xs font-medium text-slate-500">
            <Trans>
              {position} of {count}
            </Trans>
          </span>
        )}
      </header>
      <ReviewImages images={post.images} name={name} first={index === 0} />
      <div className="space-y-4 px-4 py-4 sm:px-5">
        <div>
          <h2 id={titleId} className="text-base leading-snug font-semibold text-slate-900 wrap-anywhere" dir="auto">
            {name}
          </h2>
          <p className="mt-1.5 text-[15px] leading-relaxed whitespace-pre-wrap text-slate-800 wrap-anywhere" dir="auto">
            {post.content}
          </p>
        </div>
        {deadline && (
          <p
            className={cn('flex items-center gap-1.5 text-sm', late ? 'font-medium text-amber-800' : 'text-slate-600')}
          >
            <Hourglass className={cn('size-4', late ? 'text-amber-600' : 'text-slate-400')} aria-hidden="true" />
            {late ? (
              <Trans>
                A decision was due by <time dateTime={deadline}>{dueWhen}</time>
              </Trans>
            ) : (
              <Trans>
                Please decide by <time dateTime={deadline}>{dueWhen}</time>
              </Trans>
            )}
          </p>
        )}
        <ReviewDecision linkKey={linkKey} email={email} post={post} />
        <div className="border-t border-slate-100 pt-3">
          <ReviewComments linkKey={linkKey} email={email} post={post} />
        </div>
      </div>
    </article>
  );
}
