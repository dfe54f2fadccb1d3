import { describe, expect, it } from 'vitest';
import { reviewKeyOf } from './early-review';

describe('the key of a review link’s path', () => {
  it('is the segment after /review/, with or without a trailing slash', () => {
    expect(reviewKeyOf('/review/abc123')).toBe('abc123');
    expect(reviewKeyOf('/review/abc123/')).toBe('abc123');
  });

  it('is none for another page, an empty key or a deeper path', () => {
    expect(reviewKeyOf('/dashboard')).toBeNull();
    expect(reviewKeyOf('/review/')).toBeNull();
    expect(reviewKeyOf('/review/abc/def')).toBeNull();
  });
});
