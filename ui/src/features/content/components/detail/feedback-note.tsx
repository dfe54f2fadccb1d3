import { Trans } from '@lingui/react/macro';
import { MessageSquareWarning } from 'lucide-react';
import type { ContentPost } from '../../types';

/** The change request a draft was sent back with; shown on drafts only (a later approval supersedes it). */
export function FeedbackNote({ post }: { post: Pick<ContentPost, 'status' | 'feedback'> }) {
  const feedback = post.feedback.trim();
  if (post.status !== 'draft' || !feedback) return null;
  return (
    <div className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
      <p className="flex items-center gap-1.5 font-semibold text-amber-900">
        <MessageSquareWarning className="size-4" aria-hidden="true" />
        <Trans>Changes requested</Trans>
      </p>
      <p className="mt-0.5 line-clamp-4 whitespace-pre-wrap wrap-anywhere">{feedback}</p>
    </div>
  );
}
