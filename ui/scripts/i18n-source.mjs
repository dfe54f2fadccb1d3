// Writes src/locales/source.json: the English messages that need compiling (placeholders, plurals, quotes),
// compiled. English is the source language and its words stay in the code (vite.config.ts), so this is all
// the catalog an English reader loads; a message whose compiled form is just its text is left out.
// Run by `npm run i18n:extract` after `lingui extract`; src/lib/i18n-catalogs.test.ts checks it is current.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function sourceCatalog() {
  const file = path.join(uiDir, 'src/locales/en.po');
  const catalog = await formatter().parse(readFileSync(file, 'utf8'), {
    locale: 'en',
    sourceLocale: 'en',
    filename: file,
  });
  const compiled = {};
  for (const id of Object.keys(catalog).sort()) {
    const message = catalog[id].translation || catalog[id].message || id;
    const form = compileMessage(message);
    if (JSON.stringify(form) !== JSON.stringify([message])) compiled[id] = form;
  }
  return compiled;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const compiled = await sourceCatalog();
  writeFileSync(path.join(uiDir, 'src/locales/source.json'), `${JSON.stringify(compiled, null, 1)}\n`);
  console.log(`source.json: ${Object.keys(compiled).length} English messages compiled`);
}
