import { t } from '@lingui/core/macro';
import { isoToLocalInput, localInputToIso } from '@/lib/date-input';
import { checkPlatform, fileKind, parseTags, type PlatformCheck } from '../../platform-rules';
import type { ContentChanges, ContentPost, Privacy } from '../../types';

export interface PostEditValues {
  title: string;
  content: string;
  /** 'YYYY-MM-DDTHH:mm' in local time, as a datetime-local input holds it. */
  scheduled: string;
  admin_message: string;
  /** YouTube: comma-separated tags and who may watch. */
  tags: string;
  privacy: Privacy;
}

export function editValues(post: ContentPost): PostEditValues {
  return {
    title: post.title,
    content: post.content,
    scheduled: isoToLocalInput(post.scheduled_date),
    admin_message: post.admin_message,
    tags: post.tags.join(', '),
    privacy: post.privacy,
  };
}

/**
 * The PATCH for an edit: only what changed (so the history records only real changes), the version the
 * form was loaded from, removed image ids and new files. Null when nothing changed.
 */
export function postChanges(
  post: ContentPost,
  values: PostEditValues,
  removedImageIds: readonly number[],
  newFiles: readonly File[],
): Omit<ContentChanges, 'id'> | null {
  const changes: Omit<ContentChanges, 'id'> = {};
  if (values.title !== post.title) changes.title = values.title;
  if (values.content !== post.content) changes.content = values.content;
  if (values.admin_message !== post.admin_message) changes.admin_message = values.admin_message;
  if (post.platform === 'youtube') {
    const tags = parseTags(values.tags);
    if (tags.join('\n') !== post.tags.join('\n')) changes.tags = tags;
    if (values.privacy !== post.privacy) changes.privacy = values.privacy;
  }
  // Compared in the input's own minute precision: opening and saving must not move the post by seconds.
  if (values.scheduled !== isoToLocalInput(post.scheduled_date))
    changes.scheduled_date = localInputToIso(values.scheduled);
  const removed = removedImageIds.filter((id) => post.images.some((image) => image.id === id));
  if (removed.length > 0) changes.delete_image_ids = [...removed];
  if (newFiles.length > 0) changes.images = [...newFiles];
  return Object.keys(changes).length > 0 ? { ...changes, version: post.version } : null;
}

/** What the edit form refuses before sending: the fields the create screen marks required. */
export function editProblems(values: PostEditValues): Partial<Record<keyof PostEditValues, string>> {
  const problems: Partial<Record<keyof PostEditValues, string>> = {};
  if (!values.content.trim()) problems.content = t`Write the caption.`;
  if (!values.scheduled || Number.isNaN(new Date(values.scheduled).getTime()))
    problems.scheduled = t`Choose the date and time to post.`;
  return problems;
}

/** What the post's platform says of it once saved: its kept media, the new files, title, caption and tags. */
export function editPlatformCheck(
  post: ContentPost,
  values: PostEditValues,
  removedImageIds: readonly number[],
  newFiles: readonly File[],
): PlatformCheck {
  const kept = post.images.filter((image) => !removedImageIds.includes(image.id));
  return checkPlatform({
    platform: post.platform,
    media: [...kept.map((image) => image.kind), ...newFiles.map(fileKind)],
    title: values.title,
    content: values.content,
    tags: values.tags,
  });
}
