import { msg, plural, t as tNow } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
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
function linkState(link: ReviewLink): { label: MessageDescriptor; tone: 'success' | 'neutral' | 'danger' } {
  if (link.active) return { label: msg`Active`, tone: 'success' };
  return link.revoked_at ? { label: msg`Revoked`, tone: 'danger' } : { label: msg`Expired`, tone: 'neutral' };
}

/** 'just now', '5 minutes ago', 'Mar 5, 2026': to follow a word in a sentence. */
function ago(iso: string): string {
  const text = formatRelativeTime(iso);
  return text === tNow`Just now` ? tNow`just now` : text;
}

function LinkRow({ link }: { link: ReviewLink }) {
  const { t } = useLingui();
  const revoke = useRevokeReviewLink();
  const [error, setError] = useState<string | null>(null);
  const state = linkState(link);
  const ended = link.revoked_at ?? link.expires_at;
  const email = link.email;
  const sent = ago(link.created_at);
  const until = formatSchedule(ended);
  const opened = link.last_used_at ? ago(link.last_used_at) : null;
  const parts = [
    t`Sent ${sent}`,
    ...(link.posts.length > 1 ? [t`${plural(link.posts.length, { one: '# post', other: '# posts' })}`] : []),
    link.active ? t`works until ${until}` : t`ended ${until}`,
    opened ? t`last opened ${opened}` : t`not opened yet`,
  ];
  return (
    <li className="space-y-1.5 py-2.5" data-testid={`review-link-${link.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <bdi className="min-w-0 flex-1 text-sm font-medium text-slate-900 wrap-anywhere">{link.email}</bdi>
        <Badge tone={state.tone}>{t(state.label)}</Badge>
        {link.active && (
          <Button
            size="sm"
            variant="secondary"
            loading={revoke.isPending}
            aria-label={t`Revoke the link sent to ${email}`}
            onClick={() => {
              setError(null);
              revoke.mutate(link.id, {
                onError: (failure) => setError(saveErrorMessage(failure, t`Could not revoke the link.`, t`link`)),
              });
            }}
          >
            <Trans>Revoke</Trans>
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">{parts.join(' · ')}</p>
      {error && <Alert tone="error">{error}</Alert>}
    </li>
  );
}

/** The review links that carry this post, newest first, each with its state and, while active, Revoke. */
export function ReviewLinkList({ postId }: { postId: number }) {
  const { t } = useLingui();
  const links = useReviewLinks(postId);
  return (
    <QueryState
      query={links}
      size="panel"
      loading={t`Loading review links`}
      failed={t`Could not load the review links.`}
      empty={
        <p className="text-sm text-slate-500">
          <Trans>Not sent for review by link yet.</Trans>
        </p>
      }
    >
      {(list) => (
        <ul className="-my-2.5 divide-y divide-slate-100" aria-label={t`Review links sent`}>
          {list.map((link) => (
            <LinkRow key={link.id} link={link} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
