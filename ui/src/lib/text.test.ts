import { describe, expect, it } from 'vitest';
import { ellipsize, firstGrapheme, graphemes } from './text';

describe('text helpers', () => {
  it('counts what people see as characters', () => {
    expect(graphemes('👩‍💻ab')).toEqual(['👩‍💻', 'a', 'b']);
    expect(graphemes('🇦🇱')).toHaveLength(1);
  });

  it('takes a whole first character for avatars', () => {
    expect(firstGrapheme('👩‍💻 Ana')).toBe('👩‍💻');
    expect(firstGrapheme('  élan')).toBe('É');
    expect(firstGrapheme('محمد')).toBe('م');
    expect(firstGrapheme('   ')).toBe('?');
  });

  it('cuts long names for native options without splitting emoji', () => {
    expect(ellipsize('short', 10)).toBe('short');
    expect(ellipsize('abcdefghij', 10)).toBe('abcdefghij');
    expect(ellipsize('abcdefghijk', 10)).toBe('abcdefghi…');
    expect(ellipsize('😀😀😀😀😀', 3)).toBe('😀😀…');
    expect(ellipsize('ab cdef', 4)).toBe('ab…');
  });
});
