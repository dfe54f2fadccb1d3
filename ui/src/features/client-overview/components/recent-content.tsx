import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { OverdueBadge } from '@/components/overdue-badge';
import { QueryState } from '@/components/query-state';
import { PlatformIcon } from '@/components/platform-icon';
import { formatDate } from '@/lib/format';
import { sectionHref } from '@/lib/paths';
import { useRecentContent } from '../api/get-recent-content';
import { CREATE_CONTENT_HREF, contentHref } from '../links';
import type { ContentPost } from '../types';

// Spec 001 section 4: draft default, pending warning, approved primary, posted success.
const STATUS: Record<
  ContentPost['status'],
  { label: MessageDescriptor; tone: 'neutral' | 'warning' | 'brand' | 'success' }
> = {
  draft: { label: msg({ message: 'Draft', context: 'post status' }), tone: 'neutral' },
  'pending-approval': { label: msg`Pending Approval`, tone: 'warning' },
  approved: { label: msg({ message: 'Approved', context: 'post status' }), tone: 'brand' },
  posted: { label: msg({ message: 'Posted', context: 'post status' }), tone: 'success' },
};

function postName(post: ContentPost, untitled: string): string {
  return post.title.trim() || post.content.trim().split(/\s+/).slice(0, 8).join(' ') || untitled;
}

/** The five newest posts; each opens in the Content section's post panel. */
export function RecentContent({ canCreate }: { canCreate: boolean }) {
  const { t } = useLingui();
  const content = useRecentContent();
  return (
    <Card
      title={t`Recent Content`}
      actions={
        <Link to={sectionHref('content')} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          <Trans>View all</Trans>
        </Link>
      }
    >
      <QueryState
        query={content}
        loading={t`Loading recent content`}
        failed={t`Could not load your content.`}
        size="panel"
        empty={
          <div className="flex flex-col items-center py-4 text-center">
            <FileText className="size-8 text-slate-300" aria-hidden="true" />
            <p className="mt-2 text-sm text-slate-500">
              <Trans>No content yet. Plan your first post with your team.</Trans>
            </p>
            {canCreate && (
              <Link to={CREATE_CONTENT_HREF} className={buttonClasses('secondary', 'sm', 'mt-3')}>
                <Plus className="size-4" aria-hidden="true" /> <Trans>Create Content</Trans>
              </Link>
            )}
          </div>
        }
      >
        {(page) => (
          <ul className="-my-2 divide-y divide-slate-100" aria-label={t`Recent content`}>
            {page.results.map((post) => {
              const known = STATUS[post.status];
              const status = known
                ? { label: t(known.label), tone: known.tone }
                : { label: post.status, tone: 'neutral' as const };
              return (
                <li key={post.id}>
                  <Link
                    to={contentHref(post.id)}
                    className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50"
                  >
                    <PlatformIcon platform={post.platform} className="size-8 shrink-0 rounded-lg" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-slate-900">
                        <bdi>{postName(post, t`Untitled post`)}</bdi>
                      </span>
                      <span className="block text-xs text-slate-500">{formatDate(post.scheduled_date)}</span>
                      <OverdueBadge overdue={post.overdue} className="mt-1" />
                    </span>
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
