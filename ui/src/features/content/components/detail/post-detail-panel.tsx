import { plural, t as tNow } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Images, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Alert } from '@/components/alert';
import { OverdueBadge } from '@/components/overdue-badge';
import { Spinner } from '@/components/spinner';
import { useFocusTrap } from '@/components/use-focus-trap';
import { PlatformIcon } from '@/components/platform-icon';
import { errorMessage, isNotFound } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { may } from '@/lib/seat';
import { useCurrentUser } from '@/lib/session';
import { isAdmin } from '@/lib/types';
import { usePost } from '../../api/get-post';
import { PLATFORM_LABELS, type ContentPost } from '../../types';
import { ApprovalsPanel } from './approvals-panel';
import { CommentThread } from './comment-thread';
import { FeedbackNote } from './feedback-note';
import { HistoryList } from './history-list';
import { ImageViewer } from './image-viewer';
import { PostActions } from './post-actions';
import { awaitingText, formatSchedule, postName } from './post-format';
import { PostMetrics } from './post-metrics';
import { ContentStatusBadge } from './status-badge';
import { MediaThumb } from './media-thumb';
import { ClientPublishingNote, PublishingPanel } from '../publishing/publishing-status';

type Tab = 'comments' | 'history';

/** '2 images, 1 video'. */
function mediaCount(post: ContentPost): string {
  const videos = post.images.filter((image) => image.kind === 'video').length;
  const images = post.images.length - videos;
  const parts = [];
  if (images > 0) parts.push(tNow`${plural(images, { one: '# image', other: '# images' })}`);
  if (videos > 0) parts.push(tNow`${plural(videos, { one: '# video', other: '# videos' })}`);
  return parts.join(', ');
}

/**
 * One post in full for either role: images, status, schedule, caption, results, the caller's allowed
 * moves, the comment thread and the version history. A side sheet on wide screens, the whole screen on a
 * phone; Escape or the close button closes it.
 */
export function PostDetailPanel({ postId, onClose }: { postId: number; onClose: () => void }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const post = usePost(postId);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // While a dialog of its own is up (edit, feedback, images), that dialog owns Tab and Escape.
  const [childOpen, setChildOpen] = useState(false);
  useFocusTrap(panel, !childOpen, onClose);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const data = post.data;
  return createPortal(
    <div className="fixed inset-0 z-40 flex justify-end">
      <div className="absolute inset-0 bg-slate-900/40" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="post-detail-panel"
        className="relative flex h-full w-full flex-col bg-white shadow-2xl focus:outline-none sm:max-w-xl sm:border-l sm:border-slate-200"
      >
        <header className="flex items-start gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
          {data && <PlatformIcon platform={data.platform} className="mt-0.5 size-9 shrink-0" />}
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg leading-snug font-semibold text-slate-900 wrap-anywhere">
              {data ? postName(data) : t({ message: 'Post', context: 'noun' })}
            </h2>
            {data && (
              <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-500">
                <span>{PLATFORM_LABELS[data.platform]}</span>
                <ContentStatusBadge status={data.status} />
                <OverdueBadge overdue={data.overdue} />
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            className="-m-1 rounded-lg p-2 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
            aria-label={t`Close post details`}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
          {post.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner label={t`Loading post`} className="size-8 text-brand-600" />
            </div>
          ) : post.isError ? (
            <Alert tone="error">
              {isNotFound(post.error)
                ? t`This post no longer exists, or it is not one you can see.`
                : errorMessage(post.error, t`Could not load the post.`)}
            </Alert>
          ) : (
            <PostBody
              post={post.data}
              asAdmin={isAdmin(user)}
              canReview={may(user, 'team')}
              onChildOpen={setChildOpen}
            />
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}

function PostBody({
  post,
  asAdmin,
  canReview,
  onChildOpen,
}: {
  post: ContentPost;
  asAdmin: boolean;
  /** Sending for review by link: the agency and a client's owner. */
  canReview: boolean;
  onChildOpen: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('comments');
  const tabsId = useId();
  const waiting = awaitingText(post, asAdmin);
  const creator = post.created_by_name;
  const comments = post.comment_count;

  function openViewer(index: number | null) {
    setViewerAt(index);
    onChildOpen(index !== null);
  }

  return (
    <div className="space-y-6">
      {post.images.length > 0 && (
        <section aria-label={t`Images`}>
          <ul className={cn('grid gap-2', post.images.length === 1 ? 'grid-cols-1' : 'grid-cols-3')}>
            {post.images.map((image, index) => {
              const number = index + 1;
              const total = post.images.length;
              return (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => openViewer(index)}
                    className="block w-full overflow-hidden rounded-lg ring-1 ring-slate-200"
                    aria-label={t`View image ${number} of ${total}`}
                  >
                    <MediaThumb
                      src={image.thumbnail_url}
                      video={image.kind === 'video'}
                      controls={false}
                      className={cn('w-full object-cover', post.images.length === 1 ? 'max-h-72' : 'aspect-square')}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="mt-1 flex items-center gap-1 text-xs text-slate-500">
            <Images className="size-3.5" aria-hidden="true" />
            {mediaCount(post)}
          </p>
        </section>
      )}

      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">
            <Trans>Scheduled</Trans>
          </dt>
          <dd className="flex items-center gap-1.5 font-medium text-slate-900">
            <CalendarClock className="size-4 text-slate-400" aria-hidden="true" />
            {formatSchedule(post.scheduled_date)}
          </dd>
        </div>
        {asAdmin && (
          <div>
            <dt className="text-slate-500">
              <Trans>Client</Trans>
            </dt>
            <dd className="font-medium text-slate-900 wrap-anywhere">
              <bdi>{post.client_name}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-500">
            <Trans>Account</Trans>
          </dt>
          <dd className="font-medium text-slate-900 wrap-anywhere">
            {post.social_account_username ? `@${post.social_account_username}` : t`Not set`}
          </dd>
        </div>
        {post.created_by_name && (
          <div>
            <dt className="text-slate-500">
              <Trans>Created by</Trans>
            </dt>
            <dd className="font-medium text-slate-900 wrap-anywhere">
              {post.author_role === 'admin' ? (
                <Trans>
                  <bdi>{creator}</bdi> (agency)
                </Trans>
              ) : (
                <Trans>
                  <bdi>{creator}</bdi> (client)
                </Trans>
              )}
            </dd>
          </div>
        )}
      </dl>

      {waiting && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
          {waiting}
        </p>
      )}
      <FeedbackNote post={post} />
      {asAdmin ? <PublishingPanel post={post} onDialogChange={onChildOpen} /> : <ClientPublishingNote post={post} />}
      <PostActions post={post} asAdmin={asAdmin} review={canReview} onDialogChange={onChildOpen} />
      {post.status !== 'posted' && <ApprovalsPanel post={post} asAdmin={asAdmin} />}

      <section aria-labelledby={`${tabsId}-caption`}>
        <h3 id={`${tabsId}-caption`} className="text-sm font-semibold text-slate-900">
          <Trans>Caption</Trans>
        </h3>
        <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700 wrap-anywhere">{post.content}</p>
        <p className="mt-1 text-xs text-slate-500">
          <Plural value={post.content.length} one="# character" other="# characters" />
        </p>
      </section>

      {post.admin_message.trim() && (
        <section>
          <h3 className="text-sm font-semibold text-slate-900">
            {post.author_role === 'client' ? t`Message to Admin` : t`Message to Client`}
          </h3>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700 wrap-anywhere">{post.admin_message}</p>
        </section>
      )}

      {post.status === 'posted' && (
        <section>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">
            <Trans>Results</Trans>
          </h3>
          <PostMetrics post={post} showRate />
        </section>
      )}

      <section>
        <div role="tablist" aria-label={t`Comments and history`} className="flex gap-1 border-b border-slate-200">
          {(['comments', 'history'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${tabsId}-${name}-tab`}
              aria-selected={tab === name}
              aria-controls={`${tabsId}-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={(event) => {
                // Two tabs: either arrow moves to the other one, as the ARIA tabs pattern expects.
                if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                const other = name === 'comments' ? 'history' : 'comments';
                setTab(other);
                document.getElementById(`${tabsId}-${other}-tab`)?.focus();
              }}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-semibold',
                tab === name
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-500 hover:text-slate-800',
              )}
            >
              {name === 'comments' ? t`Comments (${comments})` : t`History`}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${tabsId}-${tab}`} aria-labelledby={`${tabsId}-${tab}-tab`} className="pt-4">
          {tab === 'comments' ? <CommentThread postId={post.id} /> : <HistoryList postId={post.id} />}
        </div>
      </section>

      {viewerAt !== null && (
        <ImageViewer images={post.images} name={postName(post)} startAt={viewerAt} onClose={() => openViewer(null)} />
      )}
    </div>
  );
}
