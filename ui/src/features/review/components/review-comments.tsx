import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareWarning, Send } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Textarea } from '@/components/input';
import { errorMessage } from '@/lib/api-errors';
import { formatRelativeTime } from '@/lib/format';
import { useCommentReviewPost } from '../api/comment-review-post';
import { COMMENT_MAX, type ReviewPost } from '../types';

/** Who wrote it, in the reviewer's words: itself, the agency, or the client's team. */
function author(comment: ReviewPost['comments'][number], email: string, you: string): string {
  if (comment.reviewer_email === email) return you;
  if (comment.reviewer_email) return comment.reviewer_email;
  return comment.author_name;
}

/** The post's conversation, and a box to add to it (signed with the link's address). */
export function ReviewComments({ linkKey, email, post }: { linkKey: string; email: string; post: ReviewPost }) {
  const { t } = useLingui();
  const add = useCommentReviewPost();
  const commentCount = post.comments.length;
  const [body, setBody] = useState('');
  const [open, setOpen] = useState(false);

  return (
    <div className="space-y-3">
      {post.comments.length > 0 && (
        <ol className="space-y-2" aria-label={t`Comments`}>
          {post.comments.map((comment) => (
            <li
              key={comment.id}
              className={
                comment.kind === 'feedback'
                  ? 'rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200 ring-inset'
                  : 'rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset'
              }
              data-kind={comment.kind}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
                <bdi className="text-sm font-semibold text-slate-900 wrap-anywhere">
                  {author(comment, email, t({ message: 'You', comment: 'The author of a comment: the reader' }))}
                </bdi>
                {!comment.reviewer_email && <span>{comment.author_role === 'admin' ? t`Agency` : t`Client`}</span>}
                <time dateTime={comment.created_at}>{formatRelativeTime(comment.created_at)}</time>
              </p>
              {comment.kind === 'feedback' && (
                <p className="mt-0.5 flex items-center gap-1 text-xs font-semibold text-amber-800">
                  <MessageSquareWarning className="size-3.5" aria-hidden="true" />
                  <Trans>Requested changes</Trans>
                </p>
              )}
              <p className="mt-0.5 text-sm whitespace-pre-wrap text-slate-700 wrap-anywhere">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      {open ? (
        <form
          className="space-y-2"
          aria-label={t`Add a comment`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!body.trim()) return;
            add.mutate(
              { key: linkKey, id: post.id, body: body.trim() },
              {
                onSuccess: () => {
                  setBody('');
                  setOpen(false);
                },
              },
            );
          }}
        >
          <Textarea
            label={t`Your comment`}
            rows={3}
            maxLength={COMMENT_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            hint={t`The agency sees it with your email address.`}
            trailing={
              <span className="text-xs text-slate-500">
                {body.length}/{COMMENT_MAX}
              </span>
            }
          />
          {add.isError && (
            <Alert tone="error">{errorMessage(add.error, t`Could not add the comment. Please try again.`)}</Alert>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={add.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              loading={add.isPending}
              disabled={!body.trim()}
              icon={<Send className="size-4" aria-hidden="true" />}
            >
              <Trans>Comment</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setOpen(true)}>
          {commentCount > 0 ? <Trans>Comment ({commentCount})</Trans> : <Trans>Comment</Trans>}
        </Button>
      )}
    </div>
  );
}
