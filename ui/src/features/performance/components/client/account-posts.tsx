import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { formatDate, formatPercent } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import type { PostFigures } from '../../types';

const exact = (n: number) => n.toLocaleString(intlLocale());

// The five figures in the order the table and the phone's cards show them.
const FIGURES: ReadonlyArray<readonly [MessageDescriptor, (post: PostFigures) => string]> = [
  [msg`Likes`, (post) => exact(post.likes)],
  [msg`Comments`, (post) => exact(post.comments)],
  [msg`Shares`, (post) => exact(post.shares)],
  [msg`Views`, (post) => exact(post.views)],
  [msg`Engagement`, (post) => formatPercent(post.engagement_rate)],
];
const LAST = FIGURES.length - 1;

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const CELL = 'px-2 py-2 text-right tabular-nums';
const CELL_LAST = 'py-2 pr-6 pl-2 text-right tabular-nums';
const HEAD = 'px-2 py-2 text-right font-semibold';
const HEAD_LAST = 'py-2 pr-6 pl-2 text-right font-semibold';
/* eslint-enable lingui/no-unlocalized-strings */

function PostTitle({ post }: { post: PostFigures }) {
  const when = post.posted_at ? formatDate(post.posted_at) : null;
  return (
    <>
      {post.post_url ? (
        <a
          href={post.post_url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline-offset-2 wrap-anywhere hover:underline"
          dir="auto"
        >
          {post.title}
          <ExternalLink className="ml-1 inline size-3 align-baseline" aria-hidden="true" />
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      ) : (
        <span className="font-medium text-slate-900 wrap-anywhere" dir="auto">
          {post.title}
        </span>
      )}
      {when && <span className="block text-xs font-normal text-slate-500">{when}</span>}
    </>
  );
}

/**
 * The posts published from the account, newest first, with the figures their platform gave. Without any the
 * dialog says so plainly: the account's own figures above do not depend on posts made through Atrium.
 */
export function AccountPosts({ posts, username }: { posts: readonly PostFigures[]; username: string }) {
  if (posts.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-500"
        data-testid="posts-empty"
      >
        <Trans>
          No post has been published from <bdi>@{username}</bdi> through Atrium yet. Posts your team publishes from this
          account appear here with their likes, comments, shares and views.
        </Trans>
      </p>
    );
  }
  return (
    <>
      <PostCards posts={posts} username={username} />
      <PostTable posts={posts} username={username} />
    </>
  );
}

// Six columns do not fit a phone's dialog: there each post is a card with its five figures under the title.
// Only one of the two is displayed at a width, so assistive tech meets the posts once.
function PostCards({ posts, username }: { posts: readonly PostFigures[]; username: string }) {
  const { t } = useLingui();
  return (
    <ul className="divide-y divide-slate-100 sm:hidden" aria-label={t`Posts from @${username}`}>
      {posts.map((post) => (
        <li key={post.id} className="py-3 text-sm">
          <PostTitle post={post} />
          <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1.5">
            {FIGURES.map(([label, value]) => (
              <div key={label.id}>
                <dt className="text-[11px] font-semibold text-slate-500 uppercase">{t(label)}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{value(post)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

function PostTable({ posts, username }: { posts: readonly PostFigures[]; username: string }) {
  const { t } = useLingui();
  return (
    <div className="-mx-6 hidden sm:block">
      <table className="w-full text-sm" aria-label={t`Posts from @${username}`}>
        <thead>
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <th scope="col" className="py-2 pr-2 pl-6 text-left font-semibold">
              <Trans context="noun">Post</Trans>
            </th>
            {FIGURES.map(([label], index) => (
              <th key={label.id} scope="col" className={index === LAST ? HEAD_LAST : HEAD}>
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => (
            <tr key={post.id} className="align-top">
              <th scope="row" className="py-2 pr-2 pl-6 text-left font-normal">
                <PostTitle post={post} />
              </th>
              {FIGURES.map(([label, value], index) => (
                <td key={label.id} className={index === LAST ? CELL_LAST : CELL}>
                  {value(post)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
