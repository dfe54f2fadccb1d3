import { describe, expect, it } from 'vitest';
import { contentChangesFormData, contentCreateFormData, needsMultipart } from './content-form-data';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('contentCreateFormData', () => {
  it('sends the approval choice as the text false, which the server reads as false', () => {
    const form = contentCreateFormData({
      client: 4,
      platform: 'instagram',
      content: 'Hello',
      scheduled_date: '2030-01-02T10:00:00.000Z',
      needs_client_approval: false,
    });
    expect(form.get('needs_client_approval')).toBe('false');
    expect(form.get('client')).toBe('4');
    expect(form.get('scheduled_date')).toBe('2030-01-02T10:00:00.000Z');
  });

  it('repeats the images field once per file, in the order picked', () => {
    const form = contentCreateFormData({
      platform: 'tiktok',
      content: 'x',
      scheduled_date: '2030-01-02T10:00:00.000Z',
      images: [png('a.png'), png('b.png')],
    });
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
  });

  it('leaves out optional fields that were not given rather than sending them empty', () => {
    const form = contentCreateFormData({ platform: 'youtube', content: 'x', scheduled_date: 'd' });
    expect([...form.keys()].sort()).toEqual(['content', 'platform', 'scheduled_date']);
  });
});

describe('contentChangesFormData', () => {
  it('repeats the ids of images to remove and keeps the version as text', () => {
    const form = contentChangesFormData({ version: 3, delete_image_ids: [7, 9], images: [png('c.png')] });
    expect(form.getAll('delete_image_ids')).toEqual(['7', '9']);
    expect(form.get('version')).toBe('3');
    expect(form.getAll('images')).toHaveLength(1);
  });
});

describe('needsMultipart', () => {
  it('is needed only when new files travel with the edit', () => {
    expect(needsMultipart({ title: 'x', delete_image_ids: [1] })).toBe(false);
    expect(needsMultipart({ images: [png('a.png')] })).toBe(true);
  });
});
