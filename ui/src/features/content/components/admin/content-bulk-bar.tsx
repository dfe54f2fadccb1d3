import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/button';
import { saveErrorMessage } from '@/lib/api-errors';
import { may } from '@/lib/seat';
import { useCurrentUser } from '@/lib/session';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useBulkApprove } from '../../api/bulk-approve';
import { useBulkMarkPosted } from '../../api/bulk-mark-posted';
import { onBehalfOf } from '../../approve-for-client';
import type { ContentPost } from '../../types';
import { ApproveForClientDialog } from '../detail/approve-for-client-dialog';
import { SendForReviewDialog } from '../review/send-for-review-dialog';
import { BulkDeleteDialog } from './bulk-delete-dialog';
import { BulkRejectDialog } from './bulk-reject-dialog';
import { bulkBlocker, type BulkAction } from './bulk-selection';

interface Props {
  /** The selected posts still on screen. */
  posts: ContentPost[];
  onClear: () => void;
  onError: (message: string | null) => void;
  onNotice: (message: string) => void;
}

/** Bulk Approve, Mark Posted, Reject, Send for Review and Delete; each is all or nothing on the server. */
export function ContentBulkBar({ posts, onClear, onError, onNotice }: Props) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<'reject' | 'delete' | 'approve-for-client' | 'review' | null>(null);
  // Review links are the agency's and a client owner's, not an agency member's (as in the post's panel).
  const mayReview = may(useCurrentUser(), 'team');
  const approve = useBulkApprove();
  const markPosted = useBulkMarkPosted();
  const once = useSingleFlight();
  const ids = posts.map((post) => post.id);
  const count = ids.length;
  const busy = approve.isPending || markPosted.isPending;

  /** Says up front when a post cannot make the move, rather than send a request refused as a whole. */
  function allowed(action: BulkAction): boolean {
    const blocker = bulkBlocker(posts, action);
    onError(blocker);
    return blocker === null;
  }

  const waiting = onBehalfOf(posts);

  async function approveAll() {
    const { updated } = await approve.mutateAsync({ content_ids: ids, action: 'approve' });
    onNotice(t`${plural(updated, { one: '# post approved.', other: '# posts approved.' })}`);
    onClear();
  }

  function run(action: 'approve' | 'mark-posted') {
    if (!allowed(action)) return;
    // Approving posts that wait for their client records the client's approval: asked first, by name.
    if (action === 'approve' && waiting.length > 0) return setDialog('approve-for-client');
    once(async () => {
      try {
        if (action === 'approve') {
          await approveAll();
        } else {
          const { updated } = await markPosted.mutateAsync(ids);
          onNotice(t`${plural(updated, { one: '# post marked as posted.', other: '# posts marked as posted.' })}`);
          onClear();
        }
      } catch (caught) {
        const fallback =
          action === 'approve' ? t`Failed to approve the selected content` : t`Failed to bulk mark as posted`;
        onError(saveErrorMessage(caught, fallback, t`post`));
      }
    });
  }

  return (
    <div
      role="region"
      aria-label={t`Bulk actions`}
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-lg"
    >
      {/* On a phone the count and Clear share the first line, so the sticky bar stays short. */}
      <p className="text-sm font-semibold max-sm:flex-1">
        <Plural value={count} one="# post selected" other="# posts selected" />
      </p>
      <button
        type="button"
        onClick={() => {
          onError(null);
          onClear();
        }}
        className="h-8 rounded-lg px-3 sm:order-last sm:ml-auto text-sm font-semibold text-slate-200 hover:bg-white/10 hover:text-white"
      >
        <Trans>Clear</Trans>
      </button>
      <div className="flex flex-wrap items-center gap-2 max-sm:w-full">
        <Button size="sm" onClick={() => run('approve')} loading={approve.isPending} disabled={busy}>
          <Trans>Approve</Trans>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => run('mark-posted')}
          loading={markPosted.isPending}
          disabled={busy}
        >
          <Trans>Mark Posted</Trans>
        </Button>
        <Button size="sm" variant="secondary" onClick={() => allowed('reject') && setDialog('reject')} disabled={busy}>
          <Trans>Reject</Trans>
        </Button>
        {mayReview && (
          <Button size="sm" variant="secondary" onClick={() => setDialog('review')} disabled={busy}>
            <Trans>Send for Review</Trans>
          </Button>
        )}
        <Button size="sm" variant="danger" onClick={() => setDialog('delete')} disabled={busy}>
          <Trans>Delete</Trans>
        </Button>
      </div>
      {dialog === 'approve-for-client' && (
        <ApproveForClientDialog
          waiting={waiting}
          others={count - waiting.length}
          confirmLabel={t`${plural(count, { one: 'Approve # post', other: 'Approve # posts' })}`}
          onConfirm={async () => {
            onError(null);
            await approveAll();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'reject' && (
        <BulkRejectDialog
          ids={ids}
          onClose={() => setDialog(null)}
          onDone={() => {
            onNotice(t`${plural(count, { one: '# post sent back to draft.', other: '# posts sent back to draft.' })}`);
            onClear();
          }}
        />
      )}
      {dialog === 'review' && (
        <SendForReviewDialog
          posts={posts}
          onClose={() => setDialog(null)}
          onSent={(message) => {
            onNotice(message);
            onClear();
          }}
        />
      )}
      {dialog === 'delete' && (
        <BulkDeleteDialog
          posts={posts}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            onNotice(t`${plural(count, { one: '# post deleted.', other: '# posts deleted.' })}`);
            onClear();
          }}
        />
      )}
    </div>
  );
}
