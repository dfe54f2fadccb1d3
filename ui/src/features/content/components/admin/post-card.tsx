import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, ImageIcon, Images, MessageCircle } from 'lucide-react';
import { TruncatedText } from '@/components/truncated-text';
import { cn } from '@/lib/cn';
import type { ContentPost } from '../../types';
import { MediaThumb } from '../detail/media-thumb';
import { formatSchedule, postName } from '../detail/post-format';
import { PublishedLink, PublishingActions, PublishingProblems } from '../publishing/publishing-status';
import { contentPreview, platformLabel } from './post-display';
import { PostMenu, type PostItemActions } from './post-menu';
import { FeedbackNote, PostBadges, PostMetrics } from './post-notes';

export function PostCard({ post, actions }: { post: ContentPost; actions: PostItemActions }) {
  const { t } = useLingui();
  const selected = actions.selected.has(post.id);
  const name = postName(post);
  const count = post.images.length;
  const platform = platformLabel(post.platform);
  const cover = post.images[0];
  return (
    <li
      aria-label={name}
      data-testid={`post-card-${post.id}`}
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1',
        selected ? 'ring-2 ring-brand-500' : 'ring-slate-200',
      )}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
        {cover ? (
          <button
            type="button"
            onClick={() => actions.onImages(post, 0)}
            // Absolute: an image's own size must not stretch the 16:9 box.
            className="absolute inset-0 block"
            aria-label={t`View Images (${count}) of ${name}`}
          >
            <MediaThumb
              src={cover.thumbnail_url}
              video={cover.kind === 'video'}
              controls={false}
              className="size-full object-cover"
            />
            {post.images.length > 1 && (
              <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-semibold text-white">
                <Images className="size-3.5" aria-hidden="true" />
                {post.images.length}
              </span>
            )}
          </button>
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1">
            <ImageIcon className="size-7 text-slate-400" aria-hidden="true" />
            <span className="text-xs text-slate-600">
              <Trans>{platform} · no images</Trans>
            </span>
          </div>
        )}
        <input
          type="checkbox"
          className="absolute top-2 left-2 size-5 accent-brand-600 shadow"
          checked={selected}
          onChange={() => actions.onToggle(post.id)}
          aria-label={t`Select ${name}`}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <PostBadges post={post} />
          </div>
          <div className="-mt-1 -mr-2">
            <PostMenu post={post} onAction={actions.onAction} />
          </div>
        </div>
        {/* The title opens the detail panel; the menu and checkbox stay separate controls. */}
        <button
          type="button"
          onClick={() => actions.onOpen(post)}
          className="min-w-0 rounded text-left hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="line-clamp-2 text-sm font-semibold text-slate-900 wrap-anywhere" dir="auto">
            {name}
          </span>
          <span className="mt-1 block text-sm text-slate-600 wrap-anywhere" dir="auto">
            {contentPreview(post.content)}
          </span>
        </button>
        <FeedbackNote post={post} />
        <PublishingProblems post={post} compact />
        <PublishingActions post={post} size="sm" />
        <div className="mt-auto space-y-1.5 pt-1 text-xs text-slate-500">
          <TruncatedText as="p" text={post.client_name} className="font-medium text-slate-700" />
          <p className="flex items-center gap-1.5">
            <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
            <span>{formatSchedule(post.scheduled_date)}</span>
            {post.comment_count > 0 && (
              <span className="ml-auto flex items-center gap-1" title={t`Comments`}>
                <MessageCircle className="size-3.5" aria-hidden="true" />
                {post.comment_count}
                <span className="sr-only">
                  <Trans>comments</Trans>
                </span>
              </span>
            )}
          </p>
          <PostMetrics post={post} />
          <PublishedLink post={post} className="text-xs" />
        </div>
      </div>
    </li>
  );
}
