import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { TruncatedText } from '@/components/truncated-text';
import { saveErrorMessage } from '@/lib/api-errors';
import { sectionHref } from '@/lib/paths';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useApproveContent } from '../../api/approve-content';
import { useContentPage } from '../../api/get-content';
import { approvedOnBehalf, waitsForClient } from '../../approve-for-client';
import { NO_CONTENT_FILTERS, OVERVIEW_PREVIEW_CHARS, PENDING_PANEL_SIZE, type ContentPost } from '../../types';
import { ApproveForClientDialog } from '../detail/approve-for-client-dialog';
import { FeedbackDialog } from '../detail/feedback-dialog';
import { formatSchedule, postName } from '../detail/post-format';
import { hashWithPost } from '../detail/post-link';
import { contentPreview } from './post-display';
import { PostBadges } from './post-notes';

const PENDING = { ...NO_CONTENT_FILTERS, status: 'pending-approval' };

/** The panel's query, for the overview that waits until every panel has its answer. */
export const useContentPendingPanelQuery = () => useContentPage(PENDING, 1, PENDING_PANEL_SIZE);

/** The overview's Content Pending Approval: the first three pending posts, approved or sent back in place. */
export function ContentPendingPanel() {
  const { t } = useLingui();
  const page = useContentPendingPanelQuery();
  const approve = useApproveContent();
  const once = useSingleFlight();
  const notice = useTimedMessage();
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ContentPost | null>(null);
  const [approvingForClient, setApprovingForClient] = useState<ContentPost | null>(null);

  function onApprove(post: ContentPost) {
    if (waitsForClient(post)) return setApprovingForClient(post);
    once(async () => {
      setError(null);
      try {
        await approve.mutateAsync(post.id);
        const name = postName(post);
        notice.show(t`"${name}" approved.`);
      } catch (caught) {
        setError(saveErrorMessage(caught, t`Failed to approve content`, t`post`));
      }
    }, String(post.id));
  }

  return (
    <Card
      title={t`Content Pending Approval`}
      as="h3"
      actions={
        <Link to={sectionHref('content')} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          <Trans>View all</Trans>
        </Link>
      }
    >
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {notice.message && (
        <Alert tone="success" className="mb-4">
          {notice.message}
        </Alert>
      )}
      <QueryState
        query={page}
        size="panel"
        loading={t`Loading content`}
        failed={t`Could not load the content.`}
        empty={
          <div className="flex flex-col items-center py-6 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <FileText className="size-5" aria-hidden="true" />
            </span>
            <p className="mt-3 max-w-xs text-sm text-slate-500">
              <Trans>No posts are waiting for approval.</Trans>
            </p>
          </div>
        }
      >
        {(data) => (
          <ul aria-label={t`Content pending approval`} className="-my-3 divide-y divide-slate-100">
            {data.results.map((post) => {
              const name = postName(post);
              return (
                <li key={post.id} aria-label={postName(post)} className="space-y-2 py-3">
                  <div className="flex min-w-0 items-start justify-between gap-3">
                    <Link
                      to={`/dashboard${hashWithPost('#content', post.id)}`}
                      className="min-w-0 text-sm font-semibold text-slate-900 hover:text-brand-700"
                    >
                      <span className="line-clamp-2 wrap-anywhere" dir="auto">
                        {postName(post)}
                      </span>
                    </Link>
                    <span className="shrink-0 text-xs text-slate-500">{formatSchedule(post.scheduled_date)}</span>
                  </div>
                  <TruncatedText as="p" text={post.client_name} className="text-xs font-medium text-slate-600" />
                  <p className="text-sm text-slate-600 wrap-anywhere" dir="auto">
                    {contentPreview(post.content, OVERVIEW_PREVIEW_CHARS)}
                  </p>
                  <div className="flex flex-wrap items-center gap-2">
                    <PostBadges post={post} />
                    <div className="ml-auto flex gap-2">
                      {post.can_approve && (
                        <Button
                          size="sm"
                          onClick={() => onApprove(post)}
                          aria-label={t`Approve ${name}`}
                          disabled={approve.isPending && approve.variables === post.id}
                        >
                          <Trans>Approve</Trans>
                        </Button>
                      )}
                      {post.can_reject && (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setRejecting(post)}
                          aria-label={t`Reject ${name}`}
                        >
                          <Trans>Reject</Trans>
                        </Button>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {approvingForClient && (
        <ApproveForClientDialog
          waiting={[approvingForClient]}
          confirmLabel={t`Approve for Client`}
          onConfirm={async () => {
            setError(null);
            await approve.mutateAsync(approvingForClient.id);
            notice.show(t(approvedOnBehalf(approvingForClient, postName(approvingForClient))));
          }}
          onClose={() => setApprovingForClient(null)}
        />
      )}
      {rejecting && <FeedbackDialog post={rejecting} asAdmin onClose={() => setRejecting(null)} onDone={notice.show} />}
    </Card>
  );
}
