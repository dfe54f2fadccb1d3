import { describe, expect, it } from 'vitest';
import type { ContentPost } from '../../types';
import {
  EMPTY_CONTENT_FORM,
  formFromPost,
  toContentChanges,
  toContentFormInput,
  toCreateInput,
  validateContentForm,
} from './content-form';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const valid = { ...EMPTY_CONTENT_FORM, client: '3', content: 'Launch day', scheduled_date: '2030-05-01T09:30' };

describe('validateContentForm', () => {
  it('asks for the client, the content and the scheduled date and time, and nothing else', () => {
    expect(validateContentForm(EMPTY_CONTENT_FORM)).toEqual({
      client: 'Client is required',
      content: 'Content is required',
      scheduled_date: 'Scheduled date and time are required',
    });
    expect(validateContentForm(valid)).toEqual({});
  });

  it('treats content made of spaces as missing', () => {
    expect(validateContentForm({ ...valid, content: '   ' }).content).toBe('Content is required');
  });

  it('refuses an edit that would leave more than ten images on the post', () => {
    const eleven = { ...valid, new_images: ['a', 'b'] };
    expect(validateContentForm(eleven, 9).new_images).toBe('A post can have at most 10 images.');
    expect(validateContentForm({ ...eleven, removed_images: ['1'] }, 9).new_images).toBeUndefined();
  });
});

describe('toCreateInput', () => {
  it('sends the picked local time as UTC and the files in the order they were picked', () => {
    const files = new Map([
      ['k2', file('second.png')],
      ['k1', file('first.png')],
    ]);
    const input = toCreateInput(toContentFormInput({ ...valid, new_images: ['k1', 'k2'] }), files);
    expect(input.scheduled_date).toBe(new Date('2030-05-01T09:30').toISOString());
    expect(input.images?.map((f) => f.name)).toEqual(['first.png', 'second.png']);
    expect(input.client).toBe(3);
    expect(input.needs_client_approval).toBe(true);
  });
});

describe('toContentChanges', () => {
  it('turns removed image keys into ids and leaves unchanged fields out of the PATCH', () => {
    const changes = toContentChanges(8, { title: 'New', removed_images: ['4', '5'] }, 2, new Map());
    expect(changes).toEqual({ id: 8, version: 2, title: 'New', delete_image_ids: [4, 5] });
  });

  it('never sends the client or the approval choice, which a post keeps once created', () => {
    const changes = toContentChanges(8, { client: '9', needs_client_approval: false }, 2, new Map());
    expect(changes).toEqual({ id: 8, version: 2 });
  });
});

describe('formFromPost', () => {
  it('shows the stored UTC time in the browser time zone, as a datetime-local input expects', () => {
    const post = {
      client: 3,
      platform: 'tiktok',
      title: '',
      content: 'c',
      scheduled_date: new Date('2030-05-01T09:30').toISOString(),
      admin_message: '',
      needs_client_approval: false,
      tags: ['spring'],
      privacy: 'unlisted',
    } as ContentPost;
    expect(formFromPost(post).scheduled_date).toBe('2030-05-01T09:30');
    expect(formFromPost(post)).toMatchObject({ tags: 'spring', privacy: 'unlisted' });
  });
});
