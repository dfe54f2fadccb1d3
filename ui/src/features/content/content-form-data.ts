import type { ContentChanges, ContentCreateInput } from './types';

// Multipart bodies carry text only: booleans go as 'true'/'false' (the server reads 'false' as false),
// numbers as their decimal text, and images as one repeated `images` field so the server keeps their order.

function appendText(form: FormData, key: string, value: string | number | boolean | null | undefined) {
  if (value === undefined || value === null) return;
  form.append(key, String(value));
}

function appendImages(form: FormData, images: File[] | undefined) {
  for (const image of images ?? []) form.append('images', image, image.name);
}

/** POST /content/'s multipart body. An absent optional field is left out rather than sent empty. */
export function contentCreateFormData(input: ContentCreateInput): FormData {
  const form = new FormData();
  appendText(form, 'client', input.client);
  appendText(form, 'platform', input.platform);
  appendText(form, 'title', input.title);
  appendText(form, 'content', input.content);
  appendText(form, 'scheduled_date', input.scheduled_date);
  appendText(form, 'admin_message', input.admin_message);
  appendText(form, 'needs_client_approval', input.needs_client_approval);
  appendText(form, 'social_account', input.social_account);
  if (input.tags !== undefined) appendText(form, 'tags', input.tags.join(', '));
  appendText(form, 'privacy', input.privacy);
  appendImages(form, input.images);
  return form;
}

/** A PATCH needs multipart only to carry files; everything else goes as JSON, which keeps types exact. */
export function needsMultipart(changes: Omit<ContentChanges, 'id'>): boolean {
  return (changes.images?.length ?? 0) > 0;
}

/** PATCH /content/{id}/'s multipart body: image ids to remove repeat, as the new files do. */
export function contentChangesFormData(changes: Omit<ContentChanges, 'id'>): FormData {
  const form = new FormData();
  const { images, delete_image_ids, ...fields } = changes;
  for (const [key, value] of Object.entries(fields))
    appendText(form, key, Array.isArray(value) ? value.join(', ') : (value as string | number | boolean));
  for (const id of delete_image_ids ?? []) form.append('delete_image_ids', String(id));
  appendImages(form, images);
  return form;
}
