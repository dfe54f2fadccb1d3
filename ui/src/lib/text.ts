// Names come from people: emoji, accents, Arabic and Hebrew. Cutting them by UTF-16 unit splits a surrogate
// pair or a family emoji into garbage, so everything here works on grapheme clusters.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** The first visible character ('👩‍💻 Ana' -> '👩‍💻', 'élan' -> 'É'), for avatar initials; '?' when blank. */
export function firstGrapheme(text: string): string {
  const first = segmenter.segment(text.trim())[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment.toLocaleUpperCase();
}

/**
 * At most `max` characters, ending in '…' when cut. For places CSS cannot truncate, such as the text of a
 * native <option>, whose drop-down grows to its longest entry.
 */
export function ellipsize(text: string, max: number): string {
  const parts = graphemes(text);
  if (parts.length <= max) return text;
  return `${parts
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}
