import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { QueryState } from '@/components/query-state';
import { saveErrorMessage } from '@/lib/api-errors';
import { formatRelativeTime } from '@/lib/format';
import { useReviewLinks, type ReviewLink } from '../../api/get-review-links';
import { useRevokeReviewLink } from '../../api/revoke-review-link';
import { formatSchedule } from '../detail/post-format';

/** Active until its date; else revoked or expired, whichever ended it. */
function linkState(link: ReviewLink): { label: string; tone: 'success' | 'neutral' | 'danger' } {
  if (link.active) return { label: 'Active', tone: 'success' };
  return link.revoked_at ? { label: 'Revoked', tone: 'danger' } : { label: 'Expired', tone: 'neutral' };
}

/** 'just now', '5 minutes ago', 'Mar 5, 2026': to follow a word in a sentence. */
function ago(iso: string): string {
  const text = formatRelativeTime(iso);
  return text === 'Just now' ? 'just now' : text;
}

function LinkRow({ link }: { link: ReviewLink }) {
  const revoke = useRevokeReviewLink();
  const [error, setError] = useState<string | null>(null);
  const state = linkState(link);
  const ended = link.revoked_at ?? link.expires_at;
  return (
    <li className="space-y-1.5 py-2.5" data-testid={`review-link-${link.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <bdi className="min-w-0 flex-1 text-sm font-medium text-slate-900 wrap-anywhere">{link.email}</bdi>
        <Badge tone={state.tone}>{state.label}</Badge>
        {link.active && (
          <Button
            size="sm"
            variant="secondary"
            loading={revoke.isPending}
            aria-label={`Revoke the link sent to ${link.email}`}
            onClick={() => {
              setError(null);
              revoke.mutate(link.id, {
                onError: (failure) => setError(saveErrorMessage(failure, 'Could not revoke the link.', 'link')),
              });
            }}
          >
            Revoke
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">
        Sent {ago(link.created_at)}
        {link.posts.length > 1 && ` · ${link.posts.length} posts`} · {link.active ? 'works until' : 'ended'}{' '}
        {formatSchedule(ended)} · {link.last_used_at ? `last opened ${ago(link.last_used_at)}` : 'not opened yet'}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
    </li>
  );
}

/** The review links that carry this post, newest first, each with its state and, while active, Revoke. */
export function ReviewLinkList({ postId }: { postId: number }) {
  const links = useReviewLinks(postId);
  return (
    <QueryState
      query={links}
      size="panel"
      loading="Loading review links"
      failed="Could not load the review links."
      empty={<p className="text-sm text-slate-500">Not sent for review by link yet.</p>}
    >
      {(list) => (
        <ul className="-my-2.5 divide-y divide-slate-100" aria-label="Review links sent">
          {list.map((link) => (
            <LinkRow key={link.id} link={link} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
