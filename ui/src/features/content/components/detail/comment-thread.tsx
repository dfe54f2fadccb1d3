import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareWarning, Send } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/button';
import { Textarea } from '@/components/input';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';
import { useAddComment } from '../../api/add-comment';
import { useComments } from '../../api/get-comments';
import { COMMENT_MAX, type ContentComment } from '../../types';

/** The conversation on one post between the client and the agency; change requests stand out. */
export function CommentThread({ postId }: { postId: number }) {
  const { t } = useLingui();
  const comments = useComments(postId);
  const add = useAddComment();
  const [body, setBody] = useState('');

  function send() {
    if (!body.trim()) return;
    add.mutate({ id: postId, body: body.trim() }, { onSuccess: () => setBody('') });
  }

  return (
    <div className="space-y-4">
      <QueryState
        query={comments}
        size="panel"
        loading={t`Loading comments`}
        failed={t`Could not load the comments.`}
        empty={
          <p className="text-sm text-slate-500">
            <Trans>No comments yet. Ask a question or leave a note for the other side.</Trans>
          </p>
        }
      >
        {(list) => (
          <ol className="space-y-3" aria-label={t`Comments`}>
            {list.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
        )}
      </QueryState>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Textarea
          label={t`Add a comment`}
          rows={3}
          maxLength={COMMENT_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl+Enter sends, as in most comment boxes; a plain Enter makes a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
          }}
          trailing={
            <span className="text-xs text-slate-500">
              {body.length}/{COMMENT_MAX}
            </span>
          }
        />
        {add.isError && (
          <Alert tone="error">{errorMessage(add.error, t`Failed to add the comment. Please try again.`)}</Alert>
        )}
        <div className="flex justify-end">
          <Button
            type="submit"
            size="sm"
            loading={add.isPending}
            disabled={!body.trim()}
            icon={<Send className="size-4" aria-hidden="true" />}
          >
            <Trans context="verb">Comment</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}

function CommentItem({ comment }: { comment: ContentComment }) {
  const { t } = useLingui();
  const feedback = comment.kind === 'feedback';
  return (
    <li
      className={cn(
        'flex gap-3 rounded-xl p-3 ring-1 ring-inset',
        feedback ? 'bg-amber-50 ring-amber-200' : 'bg-slate-50 ring-slate-200',
      )}
      data-kind={comment.kind}
    >
      <Avatar name={comment.author_name} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <bdi className="font-semibold text-slate-900 wrap-anywhere">{comment.author_name}</bdi>
          <span className="text-xs text-slate-500">
            {comment.reviewer_email ? t`Via review link` : comment.author_role === 'admin' ? t`Agency` : t`Client`}
          </span>
          <time className="text-xs text-slate-500" dateTime={comment.created_at}>
            {formatRelativeTime(comment.created_at)}
          </time>
        </p>
        {feedback && (
          <p className="mt-1 flex items-center gap-1 text-xs font-semibold text-amber-800">
            <MessageSquareWarning className="size-3.5" aria-hidden="true" />
            <Trans>Requested changes</Trans>
          </p>
        )}
        {/* Plain text: whatever was typed, markup included, shows as typed. */}
        <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700 wrap-anywhere">{comment.body}</p>
      </div>
    </li>
  );
}
