import { plural, t } from '@lingui/core/macro';
import { diffWords } from 'diff';

export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

/**
 * A caption's change as runs of kept, removed and added words (jsdiff's word diff), so the history can show
 * what an edit did to a long caption instead of two near-identical paragraphs.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const change of diffWords(before, after)) {
    const kind: DiffKind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = parts.at(-1);
    // jsdiff may hand back two runs of one kind in a row; one element each reads better to a screen reader.
    if (last && last.kind === kind) last.text += change.value;
    else parts.push({ kind, text: change.value });
  }
  return parts;
}

/** 'added 3 words, removed 1' for a screen reader and the collapsed history line. */
export function diffSummary(parts: readonly DiffPart[]): string {
  const count = (kind: DiffKind) =>
    parts.filter((part) => part.kind === kind).reduce((sum, part) => sum + wordCount(part.text), 0);
  const added = count('added');
  const removed = count('removed');
  const phrases = [];
  if (added) phrases.push(t`${plural(added, { one: 'added # word', other: 'added # words' })}`);
  if (removed) phrases.push(t`${plural(removed, { one: 'removed # word', other: 'removed # words' })}`);
  return phrases.length ? phrases.join(', ') : t`no word changed`;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
