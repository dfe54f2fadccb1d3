import { plural, t } from '@lingui/core/macro';
import { isoToLocalInput, localInputToIso } from '@/lib/date-input';
import { defaultShow, type FieldLabels } from '@/lib/form-changes';
import { MAX_IMAGES } from '../client/image-files';
import { checkPlatform, fileKind, parseTags, type MediaKind, type PlatformCheck } from '../../platform-rules';
import {
  PLATFORM_LABELS,
  PRIVACY_LABELS,
  type ContentImage,
  type Privacy,
  type ContentChanges,
  type ContentCreateInput,
  type ContentPost,
  type SocialPlatform,
} from '../../types';

/**
 * The Create and Edit Content form as its inputs hold it. Images are two lists of keys so the edit form's
 * change tracking sees them: `removed_images` holds ids of the post's images to drop, `new_images` keys of
 * files picked here (the File objects live beside the form, in a map keyed the same way).
 */
export interface ContentFormValues {
  client: string;
  platform: SocialPlatform;
  title: string;
  content: string;
  scheduled_date: string;
  admin_message: string;
  needs_client_approval: boolean;
  removed_images: string[];
  new_images: string[];
  /** YouTube: comma-separated tags and who may watch. */
  tags: string;
  privacy: Privacy;
}

export type ContentFormErrors = Partial<Record<keyof ContentFormValues, string>>;

export const EMPTY_CONTENT_FORM: ContentFormValues = {
  client: '',
  platform: 'instagram',
  title: '',
  content: '',
  scheduled_date: '',
  admin_message: '',
  needs_client_approval: true,
  removed_images: [],
  new_images: [],
  tags: '',
  privacy: 'public',
};

export function formFromPost(post: ContentPost): ContentFormValues {
  return {
    client: String(post.client),
    platform: post.platform,
    title: post.title,
    content: post.content,
    scheduled_date: isoToLocalInput(post.scheduled_date),
    admin_message: post.admin_message,
    needs_client_approval: post.needs_client_approval,
    removed_images: [],
    new_images: [],
    tags: post.tags.join(', '),
    privacy: post.privacy,
  };
}

/** How many images the post will hold after the save: kept ones plus new ones. */
export function imageCountAfter(values: ContentFormValues, current: number): number {
  return current - values.removed_images.length + values.new_images.length;
}

/**
 * Client, content and a valid scheduled date-time are required (spec 000 section 5); a post holds at most
 * 10 images. `currentImages` is how many the post has now (0 when creating).
 */
export function validateContentForm(values: ContentFormValues, currentImages = 0): ContentFormErrors {
  const errors: ContentFormErrors = {};
  if (!values.client) errors.client = t`Client is required`;
  if (!values.content.trim()) errors.content = t`Content is required`;
  if (!values.scheduled_date) errors.scheduled_date = t`Scheduled date and time are required`;
  else if (Number.isNaN(new Date(values.scheduled_date).getTime()))
    errors.scheduled_date = t`Enter a valid date and time`;
  if (imageCountAfter(values, currentImages) > MAX_IMAGES)
    errors.new_images = t`A post can have at most ${MAX_IMAGES} images.`;
  return errors;
}

/** The media the post will hold after the save, kept ones first, as the platform rules count them. */
export function mediaAfter(
  values: ContentFormValues,
  current: readonly ContentImage[],
  files: ReadonlyMap<string, File>,
): MediaKind[] {
  const kept = current.filter((image) => !values.removed_images.includes(String(image.id)));
  const added = filesFor(values.new_images, files);
  return [...kept.map((image) => image.kind), ...added.map(fileKind)];
}

/** What the post's platform says of it (format, refusals, warnings). */
export function platformCheckFor(
  values: ContentFormValues,
  current: readonly ContentImage[],
  files: ReadonlyMap<string, File>,
): PlatformCheck {
  return checkPlatform({
    platform: values.platform,
    media: mediaAfter(values, current, files),
    title: values.title,
    content: values.content,
    tags: values.tags,
  });
}

/** The platform's refusals under the form's own field names. */
export function platformErrors(check: PlatformCheck): ContentFormErrors {
  const { images, title, content } = check.errors;
  const errors: ContentFormErrors = {};
  if (images) errors.new_images = images;
  if (title) errors.title = title;
  if (content) errors.content = content;
  return errors;
}

/** What the form hands its save: the values with text trimmed and the date in UTC; images still keys. */
export type ContentFormInput = Omit<ContentFormValues, 'scheduled_date'> & { scheduled_date: string };

export function toContentFormInput(values: ContentFormValues): ContentFormInput {
  return {
    ...values,
    title: values.title.trim(),
    content: values.content.trim(),
    admin_message: values.admin_message.trim(),
    scheduled_date: localInputToIso(values.scheduled_date),
  };
}

function filesFor(keys: string[], files: ReadonlyMap<string, File>): File[] {
  return keys.map((key) => files.get(key)).filter((file): file is File => file !== undefined);
}

export function toCreateInput(input: ContentFormInput, files: ReadonlyMap<string, File>): ContentCreateInput {
  return {
    client: Number(input.client),
    platform: input.platform,
    title: input.title,
    content: input.content,
    scheduled_date: input.scheduled_date,
    admin_message: input.admin_message,
    needs_client_approval: input.needs_client_approval,
    images: filesFor(input.new_images, files),
    ...(input.platform === 'youtube' && { tags: parseTags(input.tags), privacy: input.privacy }),
  };
}

/**
 * The PATCH for an edit: only the fields that changed. The client and the approval choice are fixed once a
 * post exists (the server takes neither on PATCH), so they never travel.
 */
export function toContentChanges(
  id: number,
  changed: Partial<ContentFormInput>,
  version: number | undefined,
  files: ReadonlyMap<string, File>,
): ContentChanges {
  const { title, content, scheduled_date, admin_message, platform, removed_images, new_images, tags, privacy } =
    changed;
  const changes: ContentChanges = { id, version, title, content, scheduled_date, admin_message, platform, privacy };
  if (tags !== undefined) changes.tags = parseTags(tags);
  if (removed_images?.length) changes.delete_image_ids = removed_images.map(Number);
  if (new_images?.length) changes.images = filesFor(new_images, files);
  for (const key of Object.keys(changes) as Array<keyof ContentChanges>)
    if (changes[key] === undefined) delete changes[key];
  return changes;
}

/** The conflict view's field names, in the reader's language (asked at render, never at load). */
export function contentFieldLabels(): FieldLabels<ContentFormValues> {
  return {
    platform: t`Platform`,
    title: t`Title`,
    content: t`Content`,
    scheduled_date: t`Scheduled date and time`,
    admin_message: t`Message to client`,
    removed_images: t`Images to remove`,
    new_images: t`New images`,
    tags: t`Tags`,
    privacy: t`Privacy`,
  };
}

/** The conflict view's words: platform names, and counts rather than internal keys for images. */
export function showContentValue(key: string, value: unknown): string {
  if (key === 'privacy') {
    const label = PRIVACY_LABELS[value as Privacy];
    return label ? t(label) : defaultShow(key, value);
  }
  if (key === 'platform') return PLATFORM_LABELS[value as SocialPlatform] ?? defaultShow(key, value);
  if (key === 'removed_images' || key === 'new_images') {
    const count = Array.isArray(value) ? value.length : 0;
    return count === 0 ? t`None` : t`${plural(count, { one: '# image', other: '# images' })}`;
  }
  if (key === 'scheduled_date' && typeof value === 'string' && value) return value.replace('T', ' ');
  return defaultShow(key, value);
}
