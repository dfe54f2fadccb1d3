import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Images, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { OverdueBadge } from '@/components/overdue-badge';
import { PlatformIcon } from '@/components/platform-icon';
import { PLATFORM_LABELS, type ContentPost } from '../../types';
import { FeedbackNote } from '../detail/feedback-note';
import { MediaThumb } from '../detail/media-thumb';
import { ClientPublishingNote } from '../publishing/publishing-status';
import { ImageViewer } from '../detail/image-viewer';
import { PostActions } from '../detail/post-actions';
import { awaitingText, formatSchedule, postName } from '../detail/post-format';
import { PostMetrics } from '../detail/post-metrics';
import { ContentStatusBadge } from '../detail/status-badge';

/**
 * A post in the client's grid (spec 001 section 2.5): first image, platform, status, title, caption, date
 * and time; results and the live link once posted; the client's own moves (approve, request changes,
 * edit a draft) right on the card; the title opens the full post with its comments and history.
 */
export function ClientPostCard({ post, onOpen }: { post: ContentPost; onOpen: (id: number) => void }) {
  const { t } = useLingui();
  const [viewing, setViewing] = useState(false);
  const imageCount = post.images.length;
  const comments = post.comment_count;
  const first = post.images[0];
  const waiting = awaitingText(post, false);
  const name = postName(post);
  return (
    <article
      className="flex w-full min-w-0 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid={`content-card-${post.id}`}
      aria-labelledby={`content-card-${post.id}-title`}
    >
      {first ? (
        <MediaThumb
          src={first.thumbnail_url}
          video={first.kind === 'video'}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center bg-slate-50" aria-hidden="true">
          <PlatformIcon platform={post.platform} className="size-12 opacity-80" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
            <PlatformIcon platform={post.platform} className="size-5 rounded-md" />
            {PLATFORM_LABELS[post.platform]}
          </span>
          <span className="flex flex-wrap items-center gap-1.5">
            <OverdueBadge overdue={post.overdue} />
            <ContentStatusBadge status={post.status} />
          </span>
        </div>
        <div className="min-w-0">
          <h3 id={`content-card-${post.id}-title`} className="text-base leading-snug font-semibold text-slate-900">
            <button
              type="button"
              onClick={() => onOpen(post.id)}
              className="text-left wrap-anywhere hover:text-brand-700 hover:underline"
            >
              {name}
            </button>
          </h3>
          <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-slate-600 wrap-anywhere">{post.content}</p>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-500">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          <time dateTime={post.scheduled_date}>{formatSchedule(post.scheduled_date)}</time>
        </p>
        {waiting && (
          <p className="rounded-lg bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
            {waiting}
          </p>
        )}
        <FeedbackNote post={post} />
        <ClientPublishingNote post={post} />
        <PostMetrics post={post} />
        <div className="mt-auto space-y-3">
          <PostActions post={post} asAdmin={false} size="sm" />
          <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm">
            {post.images.length > 0 && (
              <button
                type="button"
                onClick={() => setViewing(true)}
                className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
              >
                <Images className="size-4" aria-hidden="true" />
                <Trans>View Images ({imageCount})</Trans>
              </button>
            )}
            <button
              type="button"
              onClick={() => onOpen(post.id)}
              className="inline-flex items-center gap-1.5 font-semibold text-slate-600 hover:text-slate-900 hover:underline"
              aria-label={t`Comments and history of ${name} (${comments} comments)`}
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              <Trans>Comments ({comments})</Trans>
            </button>
          </div>
        </div>
      </div>
      {viewing && <ImageViewer images={post.images} name={name} onClose={() => setViewing(false)} />}
    </article>
  );
}
