import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { formatCompact, formatPercent } from '@/lib/format';
import type { ContentPost } from '../../types';

/** A posted post's live link and numbers (spec 001 section 2.5); nothing for any other status. */
export function PostMetrics({ post, showRate = false }: { post: ContentPost; showRate?: boolean }) {
  const { t } = useLingui();
  if (post.status !== 'posted') return null;
  const rate = formatPercent(post.engagement_rate);
  const figures = [
    { key: 'likes', label: t`Likes`, value: post.likes },
    { key: 'comments', label: t`Comments`, value: post.comments },
    { key: 'shares', label: t`Shares`, value: post.shares },
    { key: 'views', label: t`Views`, value: post.views },
  ];
  return (
    <div className="@container space-y-2">
      {/* Words without icons, and two rows of two where four tiles would cut a word ('Comme…'). */}
      <dl className="grid grid-cols-2 gap-2 text-center @[20rem]:grid-cols-4">
        {figures.map(({ key, label, value }) => (
          <div key={key} className="rounded-lg bg-slate-50 px-1 py-2 ring-1 ring-slate-200 ring-inset">
            <dt className="text-[11px] text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900" title={String(value)}>
              {formatCompact(value)}
            </dd>
          </div>
        ))}
      </dl>
      {showRate && (
        <p className="text-sm text-slate-600">
          <Trans>
            Engagement rate <span className="font-semibold text-slate-900">{rate}</span>
          </Trans>
        </p>
      )}
      {post.post_url && (
        <a
          href={post.post_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <Trans>View Live Post</Trans>
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      )}
    </div>
  );
}
