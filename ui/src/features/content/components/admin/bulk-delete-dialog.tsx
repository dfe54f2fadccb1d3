import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { saveErrorMessage } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useBulkDeleteContent } from '../../api/bulk-delete';
import { BULK_DELETE_LIST_MAX, type ContentPost } from '../../types';
import { formatSchedule, postName } from '../detail/post-format';

interface Props {
  posts: ContentPost[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Names what is about to go (up to 50, then a count), since a bulk delete cannot be undone. */
export function BulkDeleteDialog({ posts, onClose, onDeleted }: Props) {
  const { t } = useLingui();
  const remove = useBulkDeleteContent();
  const [error, setError] = useState<string | null>(null);
  const once = useSingleFlight();
  const count = posts.length;
  const shown = posts.slice(0, BULK_DELETE_LIST_MAX);
  const rest = count - shown.length;

  function confirm() {
    once(async () => {
      setError(null);
      try {
        await remove.mutateAsync(posts.map((post) => post.id));
        onDeleted();
        onClose();
      } catch (caught) {
        setError(saveErrorMessage(caught, t`Failed to delete content`, t`post`));
      }
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t`${plural(count, { one: 'Delete # post?', other: 'Delete # posts?' })}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            <Trans>Delete {count}</Trans>
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        <Trans>These posts, their images, comments and history will be deleted:</Trans>
      </p>
      <ul
        aria-label={t`Posts to delete`}
        className="mt-3 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200"
      >
        {shown.map((post) => (
          <li key={post.id} className="px-3 py-2 text-sm">
            <p className="truncate font-medium text-slate-900" dir="auto" title={postName(post)}>
              {postName(post)}
            </p>
            <p className="truncate text-xs text-slate-500">
              <bdi>{post.client_name}</bdi> · {formatSchedule(post.scheduled_date)}
            </p>
          </li>
        ))}
      </ul>
      {count > shown.length && (
        <p className="mt-2 text-xs text-slate-500">
          <Trans>…and {rest} more.</Trans>
        </p>
      )}
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
    </Modal>
  );
}
