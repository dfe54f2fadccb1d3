import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { diffSummary, wordDiff } from './word-diff';
import { WordDiffView } from './word-diff-view';
import { WithI18n } from '@/lib/i18n-test-provider';

describe('wordDiff', () => {
  it('marks a replaced word as removed then added and keeps the rest', () => {
    expect(wordDiff('Summer sale starts today', 'Summer sale starts Friday')).toEqual([
      { kind: 'same', text: 'Summer sale starts ' },
      { kind: 'removed', text: 'today' },
      { kind: 'added', text: 'Friday' },
    ]);
  });

  it('shows an unchanged caption as one kept run', () => {
    expect(wordDiff('Same words', 'Same words')).toEqual([{ kind: 'same', text: 'Same words' }]);
  });

  it('shows a caption written from nothing as all added', () => {
    expect(wordDiff('', 'Brand new')).toEqual([{ kind: 'added', text: 'Brand new' }]);
  });

  it('counts the words an edit added and removed', () => {
    expect(diffSummary(wordDiff('one two three', 'one four five three'))).toBe('added 2 words, removed 1 word');
    expect(diffSummary(wordDiff('a', 'a'))).toBe('no word changed');
  });
});

describe('WordDiffView', () => {
  it('renders removed words in del and added words in ins', () => {
    const html = renderToStaticMarkup(
      <WithI18n>
        <WordDiffView before="Launch today" after="Launch tomorrow" />
      </WithI18n>,
    );
    expect(html).toMatch(/<del[^>]*>.*today.*<\/del>/);
    expect(html).toMatch(/<ins[^>]*>.*tomorrow.*<\/ins>/);
  });

  it('shows markup typed into a caption as text, never as HTML', () => {
    const html = renderToStaticMarkup(
      <WithI18n>
        <WordDiffView before="hi" after={'hi <img src=x onerror=alert(1)>'} />
      </WithI18n>,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});
