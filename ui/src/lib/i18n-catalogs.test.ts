// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, test } from 'vitest';

// The catalogs are shipped complete: every message of the English source is translated in each language,
// compiles, and keeps the source's placeholders and tags.

const dir = fileURLToPath(new URL('../locales', import.meta.url));
type Entry = { message?: string; translation?: string };

async function catalog(locale: string): Promise<Record<string, Entry>> {
  const file = path.join(dir, `${locale}.po`);
  return (await formatter().parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  })) as Record<string, Entry>;
}

/** `{name}`, `{count, plural, …}`'s name and `<0>`: what a translation must keep. */
function names(message: string): string[] {
  const found = new Set<string>();
  // A compiled message is a list of tokens: text, or [name, kind?, forms?] where each form is again a list.
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      found.add(`{${String(token[0])}}`);
      if (token[2] && typeof token[2] === 'object') Object.values(token[2] as object).forEach(walk);
    }
  };
  walk(compileMessage(message));
  for (const tag of message.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
  return [...found].sort();
}

describe('the catalogs', () => {
  test.each(['de', 'es', 'fr', 'sq', 'ar'])(
    '%s translates every English message, keeping its placeholders',
    async (locale) => {
      const english = await catalog('en');
      const own = await catalog(locale);
      const ids = Object.keys(english);
      expect(ids.length).toBeGreaterThan(2000);
      const missing = ids.filter((id) => !own[id]?.translation);
      expect(missing.map((id) => english[id]!.message)).toEqual([]);
      const changed = ids.filter((id) => {
        const from = english[id]!.message ?? id;
        return names(from).join() !== names(own[id]!.translation!).join();
      });
      expect(changed.map((id) => `${english[id]!.message} → ${own[id]!.translation}`)).toEqual([]);
    },
  );
});
