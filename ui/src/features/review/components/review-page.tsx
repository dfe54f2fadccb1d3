import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LinkIcon } from 'lucide-react';
import { Logo } from '@/components/logo';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api';
import { errorMessage } from '@/lib/api-errors';
import { useReview } from '../api/get-review';
import { formatDay } from '../review-format';
import type { Review } from '../types';
import { ReviewPostCard } from './review-post-card';

/** What the page says when the link does not open: gone (404), too many tries (429), or a failure. */
function LinkProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const { t } = useLingui();
  const gone = status === 404;
  const title = gone
    ? t`This review link does not work any more`
    : status === 429
      ? t`Too many tries`
      : t`The posts could not be loaded`;
  return (
    <section
      className="mx-4 rounded-2xl bg-white px-5 py-8 text-center shadow-sm ring-1 ring-slate-200 sm:mx-0"
      aria-labelledby="review-problem"
      data-testid="review-problem"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <LinkIcon className="size-6" aria-hidden="true" />
      </span>
      <h1 id="review-problem" className="mt-4 text-lg font-semibold text-slate-900">
        {title}
      </h1>
      <p className="mx-auto mt-2 max-w-sm text-sm text-slate-600">
        {errorMessage(
          error,
          gone
            ? t`The link is invalid, has expired or was revoked. Ask whoever sent it for a new one.`
            : t`Please check your connection and try again.`,
        )}
      </p>
      {!gone && status !== 429 && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          <Trans>Try again</Trans>
        </button>
      )}
    </section>
  );
}

function Intro({ review }: { review: Review }) {
  const open = review.posts.filter((post) => post.can_decide && !post.decision).length;
  const count = review.posts.length;
  const clientName = review.client_name;
  const email = review.email;
  const until = formatDay(review.expires_at);
  return (
    <section className="space-y-3 px-4 sm:px-0" aria-labelledby="review-title">
      <h1 id="review-title" className="text-xl leading-tight font-bold text-slate-900 wrap-anywhere sm:text-2xl">
        <Trans>
          <Plural value={count} _0="Nothing left" one="A post" other="# posts" /> for <bdi>{clientName}</bdi> to review
        </Trans>
      </h1>
      {review.note.trim() && (
        <blockquote className="rounded-xl bg-white px-4 py-3 text-sm whitespace-pre-wrap text-slate-700 shadow-sm ring-1 ring-slate-200 wrap-anywhere">
          {review.note}
        </blockquote>
      )}
      <p className="text-sm text-slate-600" data-testid="review-summary">
        <Plural
          value={open}
          _0="Nothing waits for your decision right now."
          one="One post waits for your decision: approve it, or ask for changes."
          other="# posts wait for your decision: approve each, or ask for changes."
        />
      </p>
      <p className="text-xs text-slate-500 wrap-anywhere">
        <Trans>
          Sent to <bdi>{email}</bdi> · the link works until {until}
        </Trans>
      </p>
    </section>
  );
}

/**
 * The review page a link in a mail opens (/review/<key>), with no account: the link's posts as they will
 * go out, each with Approve, Request changes (with a note) and comments. Built for a phone first.
 */
export function ReviewPage({ linkKey }: { linkKey: string }) {
  const { t } = useLingui();
  const review = useReview(linkKey);
  const data = review.data;
  const clientName = data?.client_name ?? '';
  return (
    <div className="min-h-dvh bg-slate-50 pb-12">
      <title>{data ? t`Review for ${clientName}` : t({ message: 'Review', context: 'page title' })}</title>
      <meta name="robots" content="noindex" />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-2xl items-center px-4">
          <Logo className="[&_span]:text-base" />
        </div>
      </header>
      <main className="mx-auto max-w-2xl space-y-5 pt-5 sm:px-4 sm:pt-8">
        {review.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label={t`Loading the posts`} className="size-8 text-brand-600" />
          </div>
        ) : review.isError ? (
          <LinkProblem error={review.error} onRetry={() => void review.refetch()} />
        ) : (
          <>
            <Intro review={review.data} />
            <ol className="space-y-5" aria-label={t`Posts to review`}>
              {review.data.posts.map((post, index) => (
                <li key={post.id}>
                  <ReviewPostCard
                    linkKey={linkKey}
                    email={review.data.email}
                    post={post}
                    index={index}
                    count={review.data.posts.length}
                  />
                </li>
              ))}
            </ol>
          </>
        )}
      </main>
    </div>
  );
}
