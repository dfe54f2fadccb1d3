import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { saveErrorMessage } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import { behalfQuestion, clientsOf } from '../../approve-for-client';
import type { ContentPost } from '../../types';
import { postName } from './post-format';

interface Props {
  /** The posts that wait for their client's approval; at least one. */
  waiting: ContentPost[];
  /** How many other posts go with them (client submissions in a bulk approval). */
  others?: number;
  confirmLabel: string;
  /** The approval request; the dialog closes when it succeeds and shows the refusal when it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before the agency approves posts its client has not approved yet: the approval is recorded as
 * given on the client's behalf (the post's history says so), which the client should not learn afterwards.
 */
export function ApproveForClientDialog({ waiting, others = 0, confirmLabel, onConfirm, onClose }: Props) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const once = useSingleFlight();
  const single = waiting.length === 1 ? waiting[0]! : null;
  const oneClient = clientsOf(waiting).one;
  const singleClient = single?.client_name;

  function confirm() {
    once(async () => {
      setError(null);
      setPending(true);
      try {
        await onConfirm();
        onClose();
      } catch (caught) {
        setError(saveErrorMessage(caught, t`Failed to approve content`, t`post`));
      } finally {
        setPending(false);
      }
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t(behalfQuestion(waiting))}
      description={single ? <bdi>{postName(single)}</bdi> : undefined}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={confirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        {single ? (
          <p>
            <Trans>
              <bdi>{singleClient}</bdi> has not approved it yet.
            </Trans>
          </p>
        ) : (
          <>
            <p>
              {oneClient ? (
                <Trans>
                  <bdi>{oneClient}</bdi> has not approved these posts yet:
                </Trans>
              ) : (
                <Trans>Your clients have not approved these posts yet:</Trans>
              )}
            </p>
            <ul aria-label={t`Posts waiting for the client`} className="list-disc space-y-1 pl-5">
              {waiting.map((post) => (
                <li key={post.id} className="wrap-anywhere">
                  <bdi>{postName(post)}</bdi>
                  {!oneClient && (
                    <span className="text-slate-500">
                      {' '}
                      (<bdi>{post.client_name}</bdi>)
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        {others > 0 && (
          <p>
            <Plural
              value={others}
              one="The other selected post is a client submission, approved by you as usual."
              other="The other # selected posts are client submissions, approved by you as usual."
            />
          </p>
        )}
        <p className="text-slate-500">
          {single ? (
            <Trans>
              Your approval is recorded as given on the client&apos;s behalf, and the post&apos;s history says so.
            </Trans>
          ) : (
            <Trans>
              Your approval is recorded as given on the client&apos;s behalf, and each post&apos;s history says so.
            </Trans>
          )}
        </p>
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
