import { Heart, MessageCircle, MessageSquareWarning, Share2, Eye } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { OverdueBadge } from '@/components/overdue-badge';
import { formatCompact, formatPercent } from '@/lib/format';
import type { ContentPost } from '../../types';
import { ContentStatusBadge } from '../detail/status-badge';
import { PublishingBadge } from '../publishing/publishing-status';
import { awaitingNote, platformLabel, sentBackFeedback } from './post-display';

/** Status, platform, where it stands on its way out and, on a pending post, whose approval it waits for and whether it is overdue. */
export function PostBadges({ post }: { post: ContentPost }) {
  const { t } = useLingui();
  const awaiting = awaitingNote(post);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ContentStatusBadge status={post.status} />
      <Badge tone="neutral">{platformLabel(post.platform)}</Badge>
      {awaiting && <Badge tone={post.awaiting === 'agency' ? 'brand' : 'neutral'}>{t(awaiting)}</Badge>}
      <OverdueBadge overdue={post.overdue} />
      <PublishingBadge post={post} />
    </div>
  );
}

/** The client's reason for sending a post back, on the draft it became. */
export function FeedbackNote({ post }: { post: ContentPost }) {
  const feedback = sentBackFeedback(post);
  if (!feedback) return null;
  return (
    <p className="flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-2 text-xs text-amber-900 ring-1 ring-amber-200 ring-inset">
      <MessageSquareWarning className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span className="line-clamp-3 min-w-0 wrap-anywhere">
        <span className="font-semibold">
          <Trans>Changes requested:</Trans>{' '}
        </span>
        <bdi>{feedback}</bdi>
      </span>
    </p>
  );
}

/** A posted post's numbers, as recorded with Mark as Posted. */
export function PostMetrics({ post }: { post: ContentPost }) {
  const { t } = useLingui();
  if (post.status !== 'posted') return null;
  const items: [typeof Heart, string, MessageDescriptor, number][] = [
    [Heart, 'likes', msg`Likes`, post.likes],
    [MessageCircle, 'comments', msg`Comments`, post.comments],
    [Share2, 'shares', msg`Shares`, post.shares],
    [Eye, 'views', msg`Views`, post.views],
  ];
  return (
    <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      {items.map(([Icon, key, words, value]) => (
        <div key={key} className="flex items-center gap-1" title={t(words)}>
          <dt>
            <Icon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t(words)}</span>
          </dt>
          <dd>{formatCompact(value)}</dd>
        </div>
      ))}
      <div className="flex items-center gap-1">
        <dt>
          <Trans>Engagement</Trans>
        </dt>
        <dd className="font-semibold text-slate-800">{formatPercent(post.engagement_rate)}</dd>
      </div>
    </dl>
  );
}
