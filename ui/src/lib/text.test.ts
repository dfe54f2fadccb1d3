import { describe, expect, it, vi } from 'vitest';
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

describe('text helpers without the segmenter', () => {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const bySegmenter = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);

  it('split plain and accented Latin text as the segmenter does', () => {
    for (const text of ['Ana Lima', 'élan ÿ ß', 'a\r\nb', 'x\ny', 'tab\there', '', 'e\u0301te', 'ŁÓDŹ ǅ ʼ']) {
      expect(graphemes(text)).toEqual(bySegmenter(text));
    }
    expect(firstGrapheme('e\u0301te')).toBe('E\u0301');
    expect(firstGrapheme('élan')).toBe('É');
  });

  it('make no segmenter for names in Latin letters, and one for the first that needs it', async () => {
    const Original = Intl.Segmenter;
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    let made = 0;
    intl.Segmenter = class extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
        super(...args);
        made += 1;
      }
    };
    try {
      vi.resetModules();
      const fresh = await import('./text');
      expect(fresh.firstGrapheme('Ana')).toBe('A');
      expect(fresh.ellipsize('Marta Kowalska', 6)).toBe('Marta…');
      expect(made).toBe(0);
      expect(fresh.firstGrapheme('👩‍💻 Ana')).toBe('👩‍💻');
      expect(fresh.graphemes('🇦🇱x')).toEqual(['🇦🇱', 'x']);
      expect(made).toBe(1);
    } finally {
      intl.Segmenter = Original;
    }
  });
});
