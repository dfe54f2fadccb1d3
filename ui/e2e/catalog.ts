import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

// The UI's catalogs (src/locales/<lang>.po) read by the browser tests: which English words a screen in
// another language must no longer show, and the ids Lingui would print for a message it cannot find.

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');

export interface CatalogEntry {
  context: string;
  id: string;
  translation: string;
}

/** A PO string's "..." lines, joined and unescaped. */
function unquote(lines: string[]): string {
  return lines
    .map((line) => JSON.parse(line) as string)
    .join('')
    .replace(/\r/g, '');
}

/** The msgctxt/msgid/msgstr triples of one .po text (the header, whose msgid is empty, left out). */
export function parsePo(text: string): CatalogEntry[] {
  const entries: CatalogEntry[] = [];
  let current: Partial<Record<'msgctxt' | 'msgid' | 'msgstr', string[]>> = {};
  let field: 'msgctxt' | 'msgid' | 'msgstr' | null = null;
  const flush = () => {
    if (current.msgid && current.msgstr) {
      const id = unquote(current.msgid);
      if (id !== '')
        entries.push({ context: unquote(current.msgctxt ?? []), id, translation: unquote(current.msgstr) });
    }
    current = {};
    field = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const start = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (start) {
      const key = start[1] as 'msgctxt' | 'msgid' | 'msgstr';
      // A new entry starts at its msgctxt, or at a msgid that follows a finished msgstr.
      if (key === 'msgctxt' || (key === 'msgid' && current.msgstr)) flush();
      field = key;
      current[key] = [start[2]];
    } else if (line.startsWith('"') && field) {
      current[field]!.push(line);
    } else if (line === '' || line.startsWith('#')) {
      if (current.msgstr) flush();
    }
  }
  flush();
  return entries;
}

export function readCatalog(lang: string): CatalogEntry[] {
  return parsePo(readFileSync(path.join(localesDir, `${lang}.po`), 'utf8'));
}

export interface Leftovers {
  /** English source strings that this language translates differently: none may be left on its screens. */
  english: Set<string>;
  /** Every message's Lingui id: one on screen is a message the catalog did not have. */
  ids: Set<string>;
  /** msgid (in a msgctxt) -> msgstr, to know what a screen should say (a section's heading). */
  translate: (source: string, context?: string) => string;
}

export function leftovers(lang: string): Leftovers {
  const entries = readCatalog(lang);
  const english = new Set<string>();
  const ids = new Set<string>();
  const translations = new Map<string, string>();
  // A source said the same way in one of its contexts ('Admin', a name) may stand in English anywhere.
  const kept = new Set<string>();
  for (const { context, id, translation } of entries) {
    ids.add(generateMessageId(id, context));
    translations.set(`${context}\u0004${id}`, translation);
    // Placeholders and plurals are rendered with values in them, so their source never stands on a page.
    if (id.includes('{')) continue;
    if ((id.match(/\p{L}/gu) ?? []).length < 2) continue;
    if (translation === id) kept.add(id);
    else if (translation !== '') english.add(id);
  }
  for (const id of kept) english.delete(id);
  return { english, ids, translate: (source, context = '') => translations.get(`${context}\u0004${source}`) || source };
}
