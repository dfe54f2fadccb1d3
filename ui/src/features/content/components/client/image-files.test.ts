import { describe, expect, it } from 'vitest';
import { checkImageFiles, formatFileSize, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from './image-files';

function file(name: string, size: number, type = 'image/png'): File {
  const f = new File(['x'], name, { type });
  // jsdom's File reports the content's size; a 10MB body is not worth allocating in a unit test.
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('checkImageFiles', () => {
  it('takes every image within the limits', () => {
    const chosen = [file('a.png', 1000), file('b.jpg', MAX_IMAGE_BYTES, 'image/jpeg')];
    expect(checkImageFiles(0, chosen)).toEqual({ accepted: chosen, problems: [] });
  });

  it('refuses an image over 10MB by name and keeps the others', () => {
    const small = file('small.png', 500);
    const result = checkImageFiles(0, [file('huge.png', MAX_IMAGE_BYTES + 1), small]);
    expect(result.accepted).toEqual([small]);
    expect(result.problems).toEqual(['This image is larger than 10MB: "huge.png".']);
  });

  it('refuses files that are not images Atrium can post', () => {
    const result = checkImageFiles(0, [file('notes.pdf', 10, 'application/pdf'), file('x.svg', 10, 'image/svg+xml')]);
    expect(result.accepted).toEqual([]);
    expect(result.problems).toEqual([
      'Not an image or video Atrium can post (JPEG, PNG, GIF, WebP, MP4 or MOV): "notes.pdf", "x.svg".',
    ]);
  });

  it('takes videos up to 1GB and refuses a larger one by name', () => {
    const clip = file('clip.mp4', MAX_IMAGE_BYTES * 5, 'video/mp4');
    const mov = file('clip.mov', MAX_VIDEO_BYTES, 'video/quicktime');
    const result = checkImageFiles(0, [clip, mov, file('long.mp4', MAX_VIDEO_BYTES + 1, 'video/mp4')]);
    expect(result.accepted).toEqual([clip, mov]);
    expect(result.problems).toEqual(['This video is larger than 1GB: "long.mp4".']);
  });

  it('leaves out the files past ten images in all and says how many', () => {
    const chosen = Array.from({ length: 4 }, (_, i) => file(`${i}.webp`, 10, 'image/webp'));
    const result = checkImageFiles(8, chosen);
    expect(result.accepted).toEqual(chosen.slice(0, 2));
    expect(result.problems).toEqual(['A post can have at most 10 images and videos; 2 were not added.']);
  });

  it('adds nothing to a post that already has ten images', () => {
    const result = checkImageFiles(10, [file('one.gif', 10, 'image/gif')]);
    expect(result.accepted).toEqual([]);
    expect(result.problems).toEqual(['A post can have at most 10 images and videos; 1 was not added.']);
  });
});

describe('formatFileSize', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(20_480)).toBe('20 KB');
    expect(formatFileSize(2_411_724)).toBe('2.3 MB');
  });
});
