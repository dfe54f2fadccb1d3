import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ellipsize } from '@/lib/text';
import { waitsForClient } from '../../approve-for-client';
import {
  CONTENT_PREVIEW_CHARS,
  CONTENT_STATUS_LABELS,
  PLATFORM_LABELS,
  type ContentPost,
  type ContentStatus,
  type SocialPlatform,
} from '../../types';

/** Lists show the first 100 characters (spec 000 section 9), cut on whole characters, ending in '…'. */
export function contentPreview(text: string, max = CONTENT_PREVIEW_CHARS): string {
  return ellipsize(text.replace(/\s+/g, ' ').trim(), max);
}

export function statusLabel(i18n: I18n, status: string): string {
  const label = CONTENT_STATUS_LABELS[status as ContentStatus];
  return label ? i18n._(label) : status;
}

export function platformLabel(platform: string): string {
  return PLATFORM_LABELS[platform as SocialPlatform] ?? platform;
}

/** Whose move a pending post waits for, in the agency's words; null when nothing is pending. */
export function awaitingNote(post: Pick<ContentPost, 'status' | 'awaiting'>): MessageDescriptor | null {
  if (post.status !== 'pending-approval') return null;
  if (post.awaiting === 'client') return msg`Awaiting client`;
  if (post.awaiting === 'agency') return msg`Client submission`;
  return null;
}

/** The client's "request changes" text, shown on a draft it was sent back as. */
export function sentBackFeedback(post: Pick<ContentPost, 'status' | 'feedback'>): string | null {
  return post.status === 'draft' && post.feedback.trim() ? post.feedback.trim() : null;
}

export type PostAction =
  | 'edit'
  | 'set-draft'
  | 'submit'
  | 'approve'
  | 'reject'
  | 'mark-posted'
  | 'download-images'
  | 'download-data'
  | 'view-posted'
  | 'delete';

/**
 * The per-post menu in the spec's order, as far as this post and the caller's rights allow: Set to Draft
 * is hidden on drafts, Download Images without images, View Posted without a URL (spec 000 section 2).
 */
export function postActions(post: ContentPost): PostAction[] {
  const actions: PostAction[] = [];
  if (post.can_edit) actions.push('edit');
  if (post.status !== 'draft') actions.push('set-draft');
  if (post.status === 'draft') actions.push('submit');
  if (post.status === 'pending-approval' && post.can_approve) actions.push('approve');
  if (post.status === 'pending-approval' && post.can_reject) actions.push('reject');
  if (post.status === 'approved') actions.push('mark-posted');
  if (post.images.length > 0) actions.push('download-images');
  actions.push('download-data');
  if (post.post_url) actions.push('view-posted');
  if (post.can_delete) actions.push('delete');
  return actions;
}

/** The menu's words for an action; approving a post that waits for the client is approving for the client. */
export function postActionLabel(post: Pick<ContentPost, 'status' | 'awaiting'>, action: PostAction): MessageDescriptor {
  return action === 'approve' && waitsForClient(post) ? msg`Approve for Client` : POST_ACTION_LABELS[action];
}

export const POST_ACTION_LABELS: Record<PostAction, MessageDescriptor> = {
  edit: msg`Edit Post`,
  'set-draft': msg`Set to Draft`,
  submit: msg`Send for Approval`,
  approve: msg`Approve`,
  reject: msg`Reject`,
  'mark-posted': msg`Mark as Posted`,
  'download-images': msg`Download Images`,
  'download-data': msg`Download Data`,
  'view-posted': msg`View Posted`,
  delete: msg`Delete Post`,
};
