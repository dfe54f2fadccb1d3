import { describe, expect, it } from 'vitest';
import { hashWithPost, postIdFromHash } from './post-link';

describe('post links', () => {
  it('reads the post id a content hash names', () => {
    expect(postIdFromHash('#content?post=12')).toBe(12);
    expect(postIdFromHash('#content?view=calendar&post=7')).toBe(7);
  });

  it('reads no post from a hash without one or with a malformed id', () => {
    for (const hash of ['#content', '', '#content?post=', '#content?post=abc', '#content?post=-3', '#content?post=0'])
      expect(postIdFromHash(hash)).toBeNull();
  });

  it('sets and removes the post while keeping the other parameters', () => {
    expect(hashWithPost('#content', 5)).toBe('#content?post=5');
    expect(hashWithPost('#content?view=calendar', 5)).toBe('#content?view=calendar&post=5');
    expect(hashWithPost('#content?view=calendar&post=5', null)).toBe('#content?view=calendar');
    expect(hashWithPost('#content?post=5', null)).toBe('#content');
  });
});
