import { describe, expect, it } from 'vitest';
import { inLanguage } from '@/lib/i18n-test-provider';
import { problemInLanguage } from '@/lib/publish-problem';
import { checkPlatform, fileKind, parseTags, tagsLength, type PlatformPost } from './platform-rules';

const post = (over: Partial<PlatformPost>): PlatformPost => ({
  platform: 'instagram',
  media: [],
  title: '',
  content: 'Hello',
  tags: '',
  ...over,
});

describe('Instagram', () => {
  it('names the format from the media', () => {
    expect(checkPlatform(post({ media: ['image'] })).summary).toBe('Photo post');
    expect(checkPlatform(post({ media: ['video'] })).summary).toBe('Reel');
    expect(checkPlatform(post({ media: ['image', 'video', 'image'] })).summary).toBe('Carousel of 3');
  });
  it('warns without media or with a caption over 2200 characters, but lets it be saved', () => {
    const check = checkPlatform(post({}));
    expect(check.errors).toEqual({});
    expect(check.warnings).toEqual(['Instagram needs an image or a video.']);
    expect(checkPlatform(post({ media: ['image'], content: 'x'.repeat(2200) })).warnings).toEqual([]);
    const long = checkPlatform(post({ media: ['image'], content: 'x'.repeat(2201) }));
    expect(long.errors).toEqual({});
    expect(long.warnings[0]).toMatch(/at most 2,200 characters \(this one has 2,201\)/);
  });
  it('refuses more than 10 in a carousel', () => {
    expect(checkPlatform(post({ media: Array(10).fill('image') })).errors).toEqual({});
    expect(checkPlatform(post({ media: Array(11).fill('image') })).errors.images).toMatch(/at most 10/);
  });
});

describe('YouTube', () => {
  const yt = (over: Partial<PlatformPost>) => checkPlatform(post({ platform: 'youtube', title: 'Ok', ...over }));
  it('takes one video and no images', () => {
    expect(yt({ media: ['video'] })).toEqual({ summary: 'Video', errors: {}, warnings: [] });
    const refused = 'YouTube takes one video per post and no images.';
    expect(yt({ media: ['video', 'image'] }).errors.images).toBe(refused);
    expect(yt({ media: ['video', 'video'] }).errors.images).toBe(refused);
  });
  it('saves a post still without its video, and says so', () => {
    expect(yt({ media: [] })).toMatchObject({ errors: {}, warnings: ['YouTube needs a video.'] });
    expect(yt({ media: ['image'] })).toMatchObject({ errors: {}, warnings: ['YouTube takes a video, not images.'] });
  });
  it('needs a title of at most 100 characters, and refuses < or >', () => {
    expect(yt({ media: ['video'], title: ' ' }).warnings).toEqual(['YouTube needs a title.']);
    expect(yt({ media: ['video'], title: 'x'.repeat(100) }).warnings).toEqual([]);
    expect(yt({ media: ['video'], title: 'x'.repeat(101) }).warnings[0]).toMatch(/at most 100/);
    expect(yt({ media: ['video'], title: 'a <b>' }).errors.title).toBe('YouTube titles cannot contain < or >.');
  });
  it('counts tags as YouTube does, and warns past 500 characters or with < or >', () => {
    expect(parseTags(' a, b ,, c, a ')).toEqual(['a', 'b', 'c']);
    expect(tagsLength(['ab', 'c'])).toBe(4);
    expect(tagsLength(['a b'])).toBe(5);
    expect(yt({ media: ['video'], tags: 'x'.repeat(500) }).warnings).toEqual([]);
    const long = yt({ media: ['video'], tags: `${'x'.repeat(250)},${'y'.repeat(250)}` });
    expect(long.errors).toEqual({});
    expect(long.warnings[0]).toMatch(/at most 500 characters of tags in all \(these have 501\)/);
    expect(yt({ media: ['video'], tags: 'a, <b>' }).warnings).toEqual(['YouTube tags cannot contain < or >.']);
  });
});

describe('TikTok and files', () => {
  it('goes out by hand whatever it holds', () => {
    const check = checkPlatform(post({ platform: 'tiktok', media: ['image', 'video'] }));
    expect(check).toEqual({ summary: 'Posted by hand', errors: {}, warnings: [] });
  });
  it('tells a video file from an image', () => {
    expect(fileKind({ type: 'video/mp4' })).toBe('video');
    expect(fileKind({ type: 'video/quicktime' })).toBe('video');
    expect(fileKind({ type: 'image/png' })).toBe('image');
  });
});

describe('a problem the server found', () => {
  it('is said in the reader’s language when the forms say it too, and as written otherwise', async () => {
    await inLanguage('de', () => {
      expect(problemInLanguage('YouTube needs a video.')).toBe('YouTube braucht ein Video.');
      expect(problemInLanguage('Instagram captions take at most 2200 characters.')).toBe(
        'Instagram captions take at most 2200 characters.',
      );
    });
  });
});
