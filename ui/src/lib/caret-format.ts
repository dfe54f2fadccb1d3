/** Characters that carry meaning in codes such as IBANs and SWIFT/BIC; everything else is layout. */
const SIGNIFICANT = /[\p{L}\p{N}]/u;

function countSignificant(text: string): number {
  let count = 0;
  for (const char of text) if (SIGNIFICANT.test(char)) count += 1;
  return count;
}

/** The index just after the `count`-th significant character of `text` (0 when count is 0). */
function indexAfterSignificant(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (SIGNIFICANT.test(text[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

export interface CaretEdit {
  /** What the field showed before this keystroke. */
  previous: string;
  /** What the field holds now, caret at `caret`. */
  raw: string;
  caret: number;
  /** From InputEvent.inputType: whether the keystroke deleted backwards or forwards. */
  deleting?: 'backward' | 'forward' | null;
  format: (raw: string) => string;
}

/**
 * Re-formats a code as it is typed and keeps the caret where the person put it: after the same number of
 * letters and digits as before, whatever spaces or case the formatting changed. Deleting only a space
 * (Backspace right after a group) deletes the character beyond it, or the keystroke would seem to do nothing.
 */
export function formatKeepingCaret({ previous, raw, caret, deleting, format }: CaretEdit): {
  value: string;
  caret: number;
} {
  let text = raw;
  let at = caret;
  const onlyLayoutRemoved =
    deleting && text.length < previous.length && countSignificant(text) === countSignificant(previous);
  if (onlyLayoutRemoved && deleting === 'backward' && at > 0) {
    const start = indexAfterSignificant(text, countSignificant(text.slice(0, at))) - 1;
    if (start >= 0) {
      text = text.slice(0, start) + text.slice(start + 1);
      at = start;
    }
  } else if (onlyLayoutRemoved && deleting === 'forward') {
    const end = indexAfterSignificant(text, countSignificant(text.slice(0, at)) + 1);
    if (end > at) text = text.slice(0, end - 1) + text.slice(end);
  }
  const before = countSignificant(text.slice(0, at));
  const value = format(text);
  return { value, caret: Math.min(indexAfterSignificant(value, before), value.length) };
}
