import { describe, expect, it } from 'vitest';
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
  it('warns without media but lets it be saved', () => {
    const check = checkPlatform(post({}));
    expect(check.errors).toEqual({});
    expect(check.warnings[0]).toMatch(/Instagram needs an image or a video/);
  });
  it('refuses more than 10 and a caption over 2200 characters', () => {
    expect(checkPlatform(post({ media: Array(11).fill('image') })).errors.images).toMatch(/at most 10/);
    expect(checkPlatform(post({ content: 'x'.repeat(2200) })).errors.content).toBeUndefined();
    expect(checkPlatform(post({ content: 'x'.repeat(2201) })).errors.content).toMatch(/2,200/);
  });
});

describe('YouTube', () => {
  const yt = (over: Partial<PlatformPost>) => checkPlatform(post({ platform: 'youtube', title: 'Ok', ...over }));
  it('takes exactly one video and no images', () => {
    expect(yt({ media: ['video'] }).errors).toEqual({});
    expect(yt({ media: ['video'] }).summary).toBe('Video');
    expect(yt({ media: ['image'] }).errors.images).toBe('YouTube takes one video and no images.');
    expect(yt({ media: ['video', 'image'] }).errors.images).toBe('YouTube takes one video and no images.');
    expect(yt({ media: ['video', 'video'] }).errors.images).toBe('YouTube takes one video and no images.');
    expect(yt({ media: [] }).errors.images).toBeUndefined();
    expect(yt({ media: [] }).warnings[0]).toMatch(/needs a video/);
  });
  it('needs a title of at most 100 characters without < or >', () => {
    expect(yt({ media: ['video'], title: ' ' }).errors.title).toBe('YouTube needs a title.');
    expect(yt({ media: ['video'], title: 'x'.repeat(100) }).errors.title).toBeUndefined();
    expect(yt({ media: ['video'], title: 'x'.repeat(101) }).errors.title).toMatch(/at most 100/);
    expect(yt({ media: ['video'], title: 'a <b>' }).errors.title).toMatch(/< or >/);
  });
  it('counts tags with their commas, at most 500', () => {
    expect(parseTags(' a, b ,, c ')).toEqual(['a', 'b', 'c']);
    expect(tagsLength(['ab', 'c'])).toBe(4);
    expect(yt({ media: ['video'], tags: 'x'.repeat(500) }).errors.tags).toBeUndefined();
    expect(yt({ media: ['video'], tags: `${'x'.repeat(250)},${'y'.repeat(250)}` }).errors.tags).toMatch(/500/);
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
