// Names come from people: emoji, accents, Arabic and Hebrew. Cutting them by UTF-16 unit splits a surrogate
// pair or a family emoji into garbage, so everything here works on grapheme clusters.

// Made when first needed: making one loads the browser's break rules, 40 ms of a phone's start (a fourth of
// the signed-in dashboard's blocking time) that most pages never need (see `simple`).
let segmenter: Intl.Segmenter | undefined;
function segments(text: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter.segment(text);
}

/**
 * Text in which every code point is a character of its own: all below U+0300, where the combining marks
 * begin (no mark, joiner, emoji or Hangul jamo can extend a cluster below it), and no CR LF, the one pair
 * there that is a single cluster (Unicode's grapheme rules, UAX #29).
 */
function simple(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- the range is the point
  return /^[\u0000-\u02ff]*$/.test(text) && !text.includes('\r\n');
}

export function graphemes(text: string): string[] {
  if (simple(text)) return text.split('');
  return Array.from(segments(text), (part) => part.segment);
}

/** The first visible character ('👩‍💻 Ana' -> '👩‍💻', 'élan' -> 'É'), for avatar initials; '?' when blank. */
export function firstGrapheme(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '?';
  // The first character and the one after it decide whether the first stands alone.
  if (simple(trimmed.slice(0, 2))) return trimmed.charAt(0).toLocaleUpperCase();
  const first = segments(trimmed)[Symbol.iterator]().next();
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
