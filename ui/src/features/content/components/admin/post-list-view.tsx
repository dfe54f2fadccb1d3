import { Trans, useLingui } from '@lingui/react/macro';
import { ImageIcon } from 'lucide-react';
import { SelectableList } from '@/components/list-kit';
import { TruncatedText } from '@/components/truncated-text';
import { cn } from '@/lib/cn';
import type { ContentPost } from '../../types';
import { formatSchedule, postName } from '../detail/post-format';
import { contentPreview } from './post-display';
import { PostMenu, type PostItemActions } from './post-menu';
import { MediaThumb } from '../detail/media-thumb';
import { PublishedLink, PublishingProblems } from '../publishing/publishing-status';
import { FeedbackNote, PostBadges, PostMetrics } from './post-notes';

interface Props {
  posts: ContentPost[];
  actions: PostItemActions;
  allSelected: boolean;
  onToggleAll: () => void;
}

export function PostListView({ posts, actions, allSelected, onToggleAll }: Props) {
  const { t } = useLingui();
  return (
    <SelectableList
      label={t`Posts`}
      plural={t`posts`}
      allSelected={allSelected}
      onToggleAll={onToggleAll}
      first={t({ message: 'Post', context: 'noun' })}
      columns={
        <span className="hidden w-44 md:block">
          <Trans>Scheduled</Trans>
        </span>
      }
    >
      {posts.map((post) => {
        const name = postName(post);
        const cover = post.images[0];
        const count = post.images.length;
        return (
          <li
            key={post.id}
            aria-label={name}
            data-testid={`post-row-${post.id}`}
            className={cn('flex items-start gap-3 px-4 py-3', actions.selected.has(post.id) && 'bg-brand-50/60')}
          >
            <input
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-brand-600"
              checked={actions.selected.has(post.id)}
              onChange={() => actions.onToggle(post.id)}
              aria-label={t`Select ${name}`}
            />
            {cover ? (
              <button
                type="button"
                onClick={() => actions.onImages(post, 0)}
                className="size-10 shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-200 sm:size-14"
                aria-label={t`View Images (${count}) of ${name}`}
              >
                <MediaThumb
                  src={cover.thumbnail_url}
                  video={cover.kind === 'video'}
                  controls={false}
                  className="size-full object-cover"
                />
              </button>
            ) : (
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400 sm:size-14">
                <ImageIcon className="size-5" aria-hidden="true" />
              </span>
            )}
            <div className="min-w-0 flex-1 space-y-1.5">
              <button type="button" onClick={() => actions.onOpen(post)} className="block min-w-0 text-left">
                <span
                  className="line-clamp-2 text-sm font-semibold sm:line-clamp-1 text-slate-900 wrap-anywhere"
                  dir="auto"
                >
                  {name}
                </span>
                <span className="block text-sm text-slate-600 wrap-anywhere" dir="auto">
                  {contentPreview(post.content)}
                </span>
              </button>
              <PostBadges post={post} />
              <div className="flex min-w-0 flex-wrap gap-x-2 text-xs text-slate-600">
                <TruncatedText text={post.client_name} className="max-w-full font-medium text-slate-700" />
                <span className="md:hidden">{formatSchedule(post.scheduled_date)}</span>
              </div>
              <FeedbackNote post={post} />
              <PublishingProblems post={post} compact />
              <PostMetrics post={post} />
              <PublishedLink post={post} className="text-xs" />
            </div>
            <p className="hidden w-44 shrink-0 text-xs text-slate-600 md:block">
              {formatSchedule(post.scheduled_date)}
            </p>
            <PostMenu post={post} onAction={actions.onAction} />
          </li>
        );
      })}
    </SelectableList>
  );
}
