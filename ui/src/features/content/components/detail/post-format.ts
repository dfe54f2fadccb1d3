import { t } from '@lingui/core/macro';
import { dateFormat } from '@/lib/format';
import type { ContentPost, ContentStatus } from '../../types';

/** Spec 001 section 4: draft default, pending warning, approved primary, posted success. */
export const STATUS_TONES = {
  draft: 'neutral',
  'pending-approval': 'warning',
  approved: 'brand',
  posted: 'success',
} as const satisfies Record<ContentStatus, string>;

/** The reader's language's formats (English stays en-US). */
function formatsNow() {
  return {
    schedule: dateFormat({ dateStyle: 'medium', timeStyle: 'short' }),
    time: dateFormat({ hour: 'numeric', minute: '2-digit' }),
  };
}

/** 'Mar 5, 2026, 9:00 AM' in the reader's own time zone. */
export function formatSchedule(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? formatsNow().schedule.format(date) : '';
}

/** '9:00 AM', for calendar chips. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatsNow().time.format(date);
}

/** A post's name in lists and dialogs: its title, else the start of its caption. */
export function postName(post: Pick<ContentPost, 'title' | 'content'>): string {
  const title = post.title.trim();
  if (title) return title;
  const caption = post.content.trim().split(/\s+/).slice(0, 8).join(' ');
  return caption || t`Untitled post`;
}

/**
 * Who a pending post waits for, in the reader's words: 'Waiting for your approval' when it is the reader,
 * else the other side.
 */
export function awaitingText(post: Pick<ContentPost, 'status' | 'awaiting' | 'client_name'>, isAdmin: boolean) {
  if (post.status !== 'pending-approval' || !post.awaiting) return null;
  const client = post.client_name;
  if (post.awaiting === 'client') return isAdmin ? t`Waiting for ${client}'s approval` : t`Waiting for your approval`;
  return isAdmin ? t`Waiting for your approval` : t`Waiting for the agency's approval`;
}
