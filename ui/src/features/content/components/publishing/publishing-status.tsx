import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, Send, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { saveErrorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { clientPublishWords, isOut, publishWords, viewOnLabel } from '@/lib/publish-state';
import { useTimedMessage } from '@/lib/use-timed-message';
import { usePublishNow } from '../../api/publish-now';
import { useRetryPublish } from '../../api/retry-publish';
import { problemInLanguage } from '@/lib/publish-problem';
import type { ContentPost } from '../../types';
import { MarkPostedModal } from '../admin/mark-posted-modal';
import { formatSchedule } from '../detail/post-format';

const FORMAT_LABELS = {
  image: msg`Photo post`,
  carousel: msg`Carousel`,
  reel: msg`Reel`,
  video: msg`Video`,
} as const;

/** The agency's badge for where the post stands on its way out; none before it is approved. */
export function PublishingBadge({ post }: { post: ContentPost }) {
  const { state } = post.publishing;
  if (state === 'not_approved') return null;
  const words = publishWords(state, post.platform);
  return (
    <span data-testid="publishing-badge" data-state={state}>
      <Badge tone={words.tone}>{words.label}</Badge>
    </span>
  );
}

/** 'View on Instagram ↗' once the post is out and its link known. */
export function PublishedLink({ post, className }: { post: ContentPost; className?: string }) {
  if (!post.post_url || !isOut(post.publishing.state)) return null;
  return (
    <a
      href={post.post_url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline', className)}
    >
      {viewOnLabel(post.platform)}
    </a>
  );
}

/** What a failed or unpublishable post says: the problems, or the platform's reason. */
export function PublishingProblems({ post, compact = false }: { post: ContentPost; compact?: boolean }) {
  const { state, problems, error } = post.publishing;
  if (state === 'not_publishable' && problems.length > 0)
    return (
      <ul className={cn('list-disc space-y-0.5 pl-5 text-red-700', compact ? 'text-xs' : 'text-sm')}>
        {problems.map((problem) => (
          <li key={problem} className="wrap-anywhere">
            {problemInLanguage(problem)}
          </li>
        ))}
      </ul>
    );
  if (state === 'failed' && error) {
    // A post that reached the publisher without what its platform needs fails with the same sentence.
    const reason = problemInLanguage(error);
    return (
      <p className={cn('text-red-700 wrap-anywhere', compact ? 'line-clamp-3 text-xs' : 'text-sm')} title={reason}>
        {reason}
      </p>
    );
  }
  return null;
}

interface ActionsProps {
  post: ContentPost;
  size?: 'sm' | 'md';
  /** Told when the Mark as posted dialog opens or closes (a panel underneath lets go of the keyboard). */
  onDialogChange?: (open: boolean) => void;
}

/** Publish now, Try again and Mark as posted by hand, as the post's flags allow; none, nothing shows. */
export function PublishingActions({ post, size = 'md', onDialogChange }: ActionsProps) {
  const { t } = useLingui();
  const [marking, setMarking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = useTimedMessage();
  const publishNow = usePublishNow();
  const retry = useRetryPublish();
  const busy = publishNow.isPending || retry.isPending;
  const { can_publish_now, can_retry, state } = post.publishing;

  const onDialogChangeRef = useRef(onDialogChange);
  useEffect(() => {
    onDialogChangeRef.current = onDialogChange;
  });
  useEffect(() => {
    if (!marking) return;
    onDialogChangeRef.current?.(true);
    return () => onDialogChangeRef.current?.(false);
  }, [marking]);

  // No success message: the badge moves on by itself (queued, publishing, published or failed again).
  function run(action: typeof publishNow, fallback: string) {
    setError(null);
    action.mutate(post.id, { onError: (failure) => setError(saveErrorMessage(failure, fallback, t`post`)) });
  }

  const canMark = state === 'failed' && post.status === 'approved';
  if (!can_publish_now && !can_retry && !canMark && !done.message && !error) return null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {can_publish_now && (
          <Button
            size={size}
            loading={publishNow.isPending}
            disabled={busy}
            icon={<Send className="size-4" aria-hidden="true" />}
            onClick={() => run(publishNow, t`Could not publish the post now`)}
          >
            <Trans>Publish now</Trans>
          </Button>
        )}
        {can_retry && (
          <Button
            size={size}
            loading={retry.isPending}
            disabled={busy}
            icon={<RotateCcw className="size-4" aria-hidden="true" />}
            onClick={() => run(retry, t`Could not try the post again`)}
          >
            <Trans>Try again</Trans>
          </Button>
        )}
        {canMark && (
          <Button
            size={size}
            variant="secondary"
            disabled={busy}
            icon={<Share2 className="size-4" aria-hidden="true" />}
            onClick={() => setMarking(true)}
          >
            <Trans>Mark as posted by hand</Trans>
          </Button>
        )}
      </div>
      {done.message && <Alert tone="success">{done.message}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {marking && (
        <MarkPostedModal post={post} onClose={() => setMarking(false)} onDone={() => done.show(t`Marked as posted.`)} />
      )}
    </div>
  );
}

/** The agency's Publishing section of a post's detail: state, why, link, when, and the moves. */
export function PublishingPanel({
  post,
  onDialogChange,
}: {
  post: ContentPost;
  onDialogChange?: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const { publishing } = post;
  const words = publishWords(publishing.state, post.platform);
  const out = isOut(publishing.state);
  const account = publishing.account_username;
  const next = formatSchedule(publishing.next_attempt_at);
  const published = formatSchedule(publishing.published_at);
  return (
    <section
      aria-label={t`Publishing`}
      data-testid="publishing-panel"
      className={cn(
        'space-y-2 rounded-xl p-3 ring-1 ring-inset',
        publishing.state === 'failed' || publishing.state === 'not_publishable'
          ? 'bg-red-50/60 ring-red-200'
          : 'bg-slate-50 ring-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          <Trans>Publishing</Trans>
        </h3>
        <PublishingBadge post={post} />
        {publishing.state === 'not_approved' && <Badge>{words.label}</Badge>}
        {publishing.format && <span className="text-xs text-slate-600">{t(FORMAT_LABELS[publishing.format])}</span>}
        {publishing.account_username && (
          <span className="min-w-0 truncate text-xs text-slate-600">
            <Trans>
              on <bdi>@{account}</bdi>
            </Trans>
          </span>
        )}
      </div>
      {words.detail && !out && <p className="text-sm text-slate-700">{words.detail}</p>}
      <PublishingProblems post={post} />
      {publishing.state === 'failed' && publishing.attempts > 0 && (
        <p className="text-xs text-slate-600">
          <Plural value={publishing.attempts} one="# try" other="# tries" />
        </p>
      )}
      {publishing.next_attempt_at && !out && publishing.state !== 'failed' && (
        <p className="text-xs text-slate-600">
          <Trans>Next try {next}</Trans>
        </p>
      )}
      {out && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {publishing.published_at && (
            <span className="text-slate-700">
              <Trans>Published {published}</Trans>
            </span>
          )}
          <PublishedLink post={post} />
        </p>
      )}
      <PublishingActions post={post} onDialogChange={onDialogChange} />
    </section>
  );
}

/**
 * The client's line: Scheduled for a time, Published (its link is the results' View Live Post, just below),
 * or that the agency is on it.
 */
export function ClientPublishingNote({ post }: { post: ContentPost }) {
  const words = clientPublishWords(post.publishing.state);
  if (!words) return null;
  const when = isOut(post.publishing.state) ? (post.publishing.published_at ?? post.posted_at) : post.scheduled_date;
  const time = formatSchedule(when);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="client-publishing-note">
      <Badge tone={words.tone}>{words.label}</Badge>
      {/* Failed: the agency is on it, with no time to give. */}
      {post.publishing.state !== 'failed' && when && (
        <span className="text-slate-600">
          {isOut(post.publishing.state) ? <Trans>on {time}</Trans> : <Trans>for {time}</Trans>}
        </span>
      )}
    </p>
  );
}
