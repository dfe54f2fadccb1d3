import { t } from '@lingui/core/macro';
import type { Schemas } from './types';

// What a post's publishing state reads as on a screen: the agency's words (every state, with what to do)
// and the client's (Scheduled, Published, or that the agency is on it). Shared by the content screens and
// the agency's Publishing page.

export type PublishState = Schemas['PublishState'];
export type Publishing = Schemas['Publishing'];
export type PublishTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

export interface PublishWords {
  label: string;
  tone: PublishTone;
  /** A sentence saying what happens next or what to do; null when the label says it all. */
  detail: string | null;
}

// Brand names, the same in every language.
/* eslint-disable lingui/no-unlocalized-strings -- brand names */
const PLATFORM_NAMES: Record<Schemas['SocialPlatform'], string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The agency's words for a state; `platform` names the network in the sentences. */
export function publishWords(state: PublishState, platform: Schemas['SocialPlatform']): PublishWords {
  const name = PLATFORM_NAMES[platform];
  switch (state) {
    case 'not_approved':
      return { label: t`Not approved yet`, tone: 'neutral', detail: t`It goes out once it is approved.` };
    case 'manual':
      return {
        label: t`Post by hand`,
        tone: 'neutral',
        detail: t`Published by hand: post it on ${name}, then Mark as posted.`,
      };
    case 'needs_account':
      return {
        label: t`No account`,
        tone: 'warning',
        detail: t`The client has no active ${name} account: connect one to publish.`,
      };
    case 'needs_reconnect':
      return {
        label: t`Reconnect to publish`,
        tone: 'warning',
        detail: t`The ${name} account was connected without permission to publish: the client must Connect it again.`,
      };
    case 'not_publishable':
      return { label: t`Cannot publish`, tone: 'danger', detail: t`${name} cannot take this post as it is.` };
    case 'paused':
      return { label: t`Paused`, tone: 'warning', detail: t`Publishing is paused for this client.` };
    case 'held':
      return {
        label: t`Held`,
        tone: 'warning',
        detail: t`Approved after its scheduled time: it waits for Publish now.`,
      };
    case 'scheduled':
      return { label: t`Scheduled`, tone: 'brand', detail: null };
    case 'queued':
      return { label: t`Queued`, tone: 'brand', detail: t`Its time has come: it goes out in a moment.` };
    case 'publishing':
      return { label: t`Publishing`, tone: 'brand', detail: t`Being sent to ${name}.` };
    case 'published':
      return { label: t`Published`, tone: 'success', detail: null };
    case 'failed':
      return { label: t`Publish failed`, tone: 'danger', detail: null };
    case 'by_hand':
      return { label: t`Posted by hand`, tone: 'success', detail: null };
  }
}

/** The client's words: null where the post's own status says enough (not approved yet). */
export function clientPublishWords(state: PublishState): { label: string; tone: PublishTone } | null {
  switch (state) {
    case 'not_approved':
      return null;
    case 'published':
    case 'by_hand':
      return { label: t`Published`, tone: 'success' };
    case 'failed':
      return { label: t`The agency is on it`, tone: 'warning' };
    default:
      return { label: t`Scheduled`, tone: 'brand' };
  }
}

/** 'View on Instagram ↗': the words of a published post's link. */
export function viewOnLabel(platform: Schemas['SocialPlatform']): string {
  const name = PLATFORM_NAMES[platform];
  return t`View on ${name} ↗`;
}

/** Whether the post is out (by the publisher or by hand). */
export function isOut(state: PublishState): boolean {
  return state === 'published' || state === 'by_hand';
}
