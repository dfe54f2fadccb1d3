import { describe, expect, it } from 'vitest';
import { EMPTY_MARK_POSTED, metric, toMarkPostedInput, validateMarkPosted } from './mark-posted-form';

describe('validateMarkPosted', () => {
  it('requires a post URL and accepts only web addresses', () => {
    expect(validateMarkPosted(EMPTY_MARK_POSTED).post_url).toBe('Post URL is required');
    expect(validateMarkPosted({ ...EMPTY_MARK_POSTED, post_url: 'instagram.com/p/1' }).post_url).toMatch(/valid URL/);
    expect(validateMarkPosted({ ...EMPTY_MARK_POSTED, post_url: 'javascript:alert(1)' }).post_url).toMatch(/valid URL/);
    expect(validateMarkPosted({ ...EMPTY_MARK_POSTED, post_url: 'https://instagram.com/p/1' })).toEqual({});
  });
});

describe('metric', () => {
  it('turns a non-numeric entry into 0, as the spec says', () => {
    expect(metric('abc')).toBe(0);
    expect(metric('')).toBe(0);
    expect(metric(' 42 ')).toBe(42);
  });

  it('never sends a negative or fractional count', () => {
    expect(metric('-5')).toBe(0);
    expect(metric('7.9')).toBe(7);
  });
});

describe('toMarkPostedInput', () => {
  it('sends the trimmed URL with the four counts as numbers', () => {
    expect(
      toMarkPostedInput({ post_url: ' https://a.b/c ', likes: '10', comments: 'x', shares: '2', views: '' }),
    ).toEqual({ post_url: 'https://a.b/c', likes: 10, comments: 0, shares: 2, views: 0 });
  });
});
