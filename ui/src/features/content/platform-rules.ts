import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { currentLocale, intlLocale } from '@/lib/i18n';
import type { SocialPlatform } from './types';

// What each platform takes, checked in the create and edit forms as the server checks it on save
// (src/domain/publishing.rs): media no form of the platform takes are refused before anything is sent
// (the server answers 422 naming `images` or `title`); what may still be mended (a missing video, a caption
// or title too long) is saved, and said as a warning here and on the post as the reason it cannot go out.

export const INSTAGRAM_CAPTION_MAX = 2200;
export const INSTAGRAM_MEDIA_MAX = 10;
export const YOUTUBE_TITLE_MAX = 100;
export const YOUTUBE_TAGS_MAX = 500;

export type MediaKind = 'image' | 'video';

export interface PlatformPost {
  platform: SocialPlatform;
  /** The post's media after the save, in order: kept ones and new files. */
  media: readonly MediaKind[];
  title: string;
  content: string;
  /** The tags as typed: one comma-separated text. */
  tags: string;
}

export interface PlatformCheck {
  /** What the post becomes on the platform, or how it goes out ('Reel', 'Carousel of 3', ...). */
  summary: string;
  /** Refusals by form field: the form does not send while there is one. */
  errors: Partial<Record<'images' | 'title' | 'content', string>>;
  /** Saved as it is, but not publishable until mended (a draft without its video, a long caption). */
  warnings: string[];
}

/** 'a, b ,, c, a' -> ['a', 'b', 'c']: trimmed, without empty ones or repeats, as the server keeps them. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/** The length YouTube counts for a tag list: the tags (one with a space with its quotes) and the commas. */
export function tagsLength(tags: readonly string[]): number {
  const chars = tags.reduce((sum, tag) => sum + tag.length + (tag.includes(' ') ? 2 : 0), 0);
  return chars + Math.max(0, tags.length - 1);
}

/** What the platform needs, for the hint beside the media picker. */
export const PLATFORM_NEEDS: Record<SocialPlatform, MessageDescriptor> = {
  instagram: msg`Instagram: 1 image (photo post), 1 video (Reel), or 2 to 10 images and videos (carousel).`,
  youtube: msg`YouTube: exactly one video and no images, with a title.`,
  tiktok: msg`Published by hand: post it on TikTok, then Mark as posted.`,
};

/** A count in the reader's language ('2,200' in English). */
function number(value: number): string {
  return value.toLocaleString(intlLocale(currentLocale()));
}

function count(media: readonly MediaKind[], kind: MediaKind): number {
  return media.filter((item) => item === kind).length;
}

export function checkPlatform(post: PlatformPost): PlatformCheck {
  const errors: PlatformCheck['errors'] = {};
  const warnings: string[] = [];
  const images = count(post.media, 'image');
  const videos = count(post.media, 'video');
  const total = post.media.length;

  if (post.platform === 'instagram') {
    let summary = t`Nothing to publish yet`;
    if (total === 0) warnings.push(t`Instagram needs an image or a video.`);
    else if (total === 1) summary = videos === 1 ? t`Reel` : t`Photo post`;
    else if (total <= INSTAGRAM_MEDIA_MAX) summary = t`Carousel of ${total}`;
    else errors.images = t`An Instagram carousel holds at most ${INSTAGRAM_MEDIA_MAX} images or videos.`;
    if (post.content.length > INSTAGRAM_CAPTION_MAX) {
      const max = number(INSTAGRAM_CAPTION_MAX);
      const has = number(post.content.length);
      warnings.push(t`Instagram captions take at most ${max} characters (this one has ${has}).`);
    }
    return { summary, errors, warnings };
  }

  if (post.platform === 'youtube') {
    if (videos > 1 || (videos === 1 && images > 0)) errors.images = t`YouTube takes one video per post and no images.`;
    else if (images > 0) warnings.push(t`YouTube takes a video, not images.`);
    else if (videos === 0) warnings.push(t`YouTube needs a video.`);
    const title = post.title.trim();
    if (/[<>]/.test(title)) errors.title = t`YouTube titles cannot contain < or >.`;
    if (!title) warnings.push(t`YouTube needs a title.`);
    else if (title.length > YOUTUBE_TITLE_MAX) {
      const has = title.length;
      warnings.push(t`YouTube titles take at most ${YOUTUBE_TITLE_MAX} characters (this one has ${has}).`);
    }
    const tags = parseTags(post.tags);
    if (tags.some((tag) => /[<>]/.test(tag))) warnings.push(t`YouTube tags cannot contain < or >.`);
    const length = tagsLength(tags);
    if (length > YOUTUBE_TAGS_MAX)
      warnings.push(t`YouTube takes at most ${YOUTUBE_TAGS_MAX} characters of tags in all (these have ${length}).`);
    return { summary: videos === 1 && images === 0 ? t`Video` : t`Nothing to publish yet`, errors, warnings };
  }

  return { summary: t`Posted by hand`, errors, warnings };
}

/** A file's kind from its type: video/* is a video, anything else the picker let through an image. */
export function fileKind(file: Pick<File, 'type'>): MediaKind {
  return file.type.startsWith('video/') ? 'video' : 'image';
}
