import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input, Textarea } from '@/components/input';
import { Modal } from '@/components/modal';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useSendReviewLink } from '../../api/send-review-link';
import { clientsOf } from '../../approve-for-client';
import type { ContentPost } from '../../types';
import { postName } from '../detail/post-format';
import { ReviewLinkList } from './review-link-list';

export const REVIEW_NOTE_MAX = 500;
export const REVIEW_DAYS_DEFAULT = 14;
export const REVIEW_DAYS_MAX = 90;
export const REVIEW_POSTS_MAX = 50;

interface Props {
  /** The posts to send: one client's, 1 to 50. */
  posts: ContentPost[];
  onClose: () => void;
  /** The server's 'Review link sent to …' once it is sent. */
  onSent: (message: string) => void;
}

/**
 * Sends posts for review to any address: the mail carries a link that opens them without an account, for
 * approving, asking for changes or commenting. For one post, the links already sent for it, with Revoke.
 */
export function SendForReviewDialog({ posts, onClose, onSent }: Props) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [days, setDays] = useState(String(REVIEW_DAYS_DEFAULT));
  const send = useSendReviewLink();
  const single = posts.length === 1 ? posts[0]! : null;
  const client = clientsOf(posts).one;
  const blocker = !client
    ? t`A review link is for one client’s posts: select posts of one client.`
    : posts.length > REVIEW_POSTS_MAX
      ? t`A review link carries at most ${REVIEW_POSTS_MAX} posts.`
      : null;
  const count = posts.length;
  const fields = fieldErrors(send.error);

  const submit = useSubmitOnce(async () => {
    if (blocker) return;
    const sent = await send.mutateAsync({
      post_ids: posts.map((post) => post.id),
      email: email.trim(),
      ...(note.trim() && { note: note.trim() }),
      expires_in_days: Number(days),
    });
    onSent(sent.message);
    if (single) {
      // Stays open on the post's own links, so the new one shows with the others.
      setEmail('');
      setNote('');
    } else {
      onClose();
    }
  });

  const formId = useId();
  const linksTitleId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Send for Review`}
      description={
        single ? (
          <bdi>{postName(single)}</bdi>
        ) : client ? (
          <Trans>
            {count} posts of <bdi>{client}</bdi>
          </Trans>
        ) : (
          <Trans>{count} posts</Trans>
        )
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button type="submit" form={formId} loading={send.isPending} disabled={blocker !== null}>
            <Trans>Send Link</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <form id={formId} className="space-y-4" onSubmit={submit}>
          <p className="text-sm text-slate-600">
            {single ? (
              <Trans>
                We mail a link that opens this post as it will look. No account is needed: the reviewer can approve, ask
                for changes or comment while a post waits for the client&apos;s approval.
              </Trans>
            ) : (
              <Trans>
                We mail a link that opens these posts as they will look. No account is needed: the reviewer can approve,
                ask for changes or comment while a post waits for the client&apos;s approval.
              </Trans>
            )}
          </p>
          <Input
            label={t`Reviewer's email`}
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            data-autofocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fields.email}
          />
          <Textarea
            label={t`Note for the reviewer`}
            optional
            rows={3}
            maxLength={REVIEW_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={fields.note}
            hint={t`Shown in the mail and on the review page.`}
            trailing={
              <span className="text-xs text-slate-500">
                {note.length}/{REVIEW_NOTE_MAX}
              </span>
            }
          />
          <Input
            label={t`Link works for (days)`}
            type="number"
            inputMode="numeric"
            min={1}
            max={REVIEW_DAYS_MAX}
            step={1}
            required
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={fields.expires_in_days}
            hint={t`1 to ${REVIEW_DAYS_MAX} days. You can revoke it sooner.`}
            className="max-w-32"
          />
          {blocker && <Alert tone="error">{blocker}</Alert>}
          {send.isError && !fields.email && !fields.note && !fields.expires_in_days && (
            <Alert tone="error">{errorMessage(send.error, t`Could not send the review link. Please try again.`)}</Alert>
          )}
          {send.isSuccess && single && <Alert tone="success">{send.data.message}</Alert>}
        </form>
        {single && (
          <section aria-labelledby={linksTitleId} className="border-t border-slate-100 pt-4">
            <h3 id={linksTitleId} className="mb-2 text-sm font-semibold text-slate-900">
              <Trans>Links sent for this post</Trans>
            </h3>
            <ReviewLinkList postId={single.id} />
          </section>
        )}
      </div>
    </Modal>
  );
}
