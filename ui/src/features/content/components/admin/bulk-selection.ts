import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ContentPost, ContentStatus } from '../../types';
import { postName } from '../detail/post-format';

export type BulkAction = 'approve' | 'reject' | 'mark-posted';

/** The status each bulk move starts from; the server refuses the whole request if one post is elsewhere. */
const NEEDS: Record<BulkAction, ContentStatus> = {
  approve: 'pending-approval',
  reject: 'pending-approval',
  'mark-posted': 'approved',
};

const WORDS: Record<BulkAction, MessageDescriptor> = {
  approve: msg`Only posts pending approval can be approved`,
  reject: msg`Only posts pending approval can be rejected`,
  'mark-posted': msg`Only approved posts can be marked as posted`,
};

/**
 * Why a bulk move cannot go ahead, naming the posts in the way (at most three, then a count), or null when
 * every selected post can move. Saying it here spares a request the server would refuse as a whole.
 */
export function bulkBlocker(selected: ContentPost[], action: BulkAction): string | null {
  const blocked = selected.filter((post) => post.status !== NEEDS[action]);
  if (blocked.length === 0) return null;
  const shown = blocked.slice(0, 3).map((post) => `"${postName(post)}"`);
  const more = blocked.length - shown.length;
  const words = t(WORDS[action]);
  const names = shown.join(', ');
  if (more > 0) return t`${words}: ${names} and ${more} more are not.`;
  return blocked.length === 1 ? t`${words}: ${names} is not.` : t`${words}: ${names} are not.`;
}

/** The posts still on screen that are selected, in screen order: a filter change cannot act on hidden ones. */
export function visibleSelection(posts: ContentPost[], selected: ReadonlySet<number>): ContentPost[] {
  return posts.filter((post) => selected.has(post.id));
}

export function toggled(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
