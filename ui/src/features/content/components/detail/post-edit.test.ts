import { describe, expect, it } from 'vitest';
import type { ContentPost } from '../../types';
import { editProblems, editValues, postChanges } from './post-edit';

const image = (id: number) => ({
  id,
  image_url: `/full/${id}`,
  thumbnail_url: `/thumb/${id}`,
  caption: '',
  width: 1,
  height: 1,
  kind: 'image' as const,
  mime: 'image/jpeg',
  duration_seconds: null,
});

const post = {
  id: 4,
  title: 'Launch',
  content: 'We launch on Friday',
  scheduled_date: '2026-05-01T09:30:00Z',
  admin_message: '',
  images: [image(1), image(2)],
  version: 7,
  platform: 'instagram',
  tags: [] as string[],
  privacy: 'public',
} as ContentPost;

describe('postChanges', () => {
  it("sends a YouTube post's changed tags as a list and its privacy", () => {
    const video = { ...post, platform: 'youtube', tags: ['a', 'b'] } as ContentPost;
    const values = { ...editValues(video), tags: 'a, b', privacy: 'private' as const };
    expect(postChanges(video, values, [], [])).toEqual({ privacy: 'private', version: 7 });
    expect(postChanges(video, { ...values, tags: 'a, c' }, [], [])).toEqual({
      tags: ['a', 'c'],
      privacy: 'private',
      version: 7,
    });
  });

  it('sends nothing when the form was opened and saved untouched', () => {
    expect(postChanges(post, editValues(post), [], [])).toBeNull();
  });

  it('sends only the changed caption, with the version the form was loaded from', () => {
    const values = { ...editValues(post), content: 'We launch on Saturday' };
    expect(postChanges(post, values, [], [])).toEqual({ content: 'We launch on Saturday', version: 7 });
  });

  it('sends a new schedule as UTC', () => {
    const values = { ...editValues(post), scheduled: '2026-05-03T14:00' };
    expect(postChanges(post, values, [], [])).toEqual({
      scheduled_date: new Date('2026-05-03T14:00').toISOString(),
      version: 7,
    });
  });

  it('names the removed images and carries the new files', () => {
    const file = new File(['x'], 'new.png', { type: 'image/png' });
    expect(postChanges(post, editValues(post), [2, 99], [file])).toEqual({
      delete_image_ids: [2],
      images: [file],
      version: 7,
    });
  });
});

describe('editProblems', () => {
  it('asks for a caption and a schedule', () => {
    expect(
      editProblems({ title: '', content: ' ', scheduled: '', admin_message: '', tags: '', privacy: 'public' }),
    ).toEqual({
      content: 'Write the caption.',
      scheduled: 'Choose the date and time to post.',
    });
  });
});
