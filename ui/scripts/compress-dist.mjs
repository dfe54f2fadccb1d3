// Writes .br and .gz in place of every text asset over 1 KB in dist/assets; the server serves them with
// Content-Encoding when the browser accepts it, and unpacks the .gz for one that takes neither (src/web.rs).
// The plain copies are removed because the binary embeds dist: kept, they were its largest part.
// index.html is left alone: the server rewrites it.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/assets');
const TEXT = /\.(js|mjs|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

let count = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  const file = path.join(assets, name);
  if (!TEXT.test(name) || statSync(file).size <= MIN_BYTES) continue;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  unlinkSync(file);
  count += 1;
  before += data.length;
  after += br.length;
}
console.log(`compressed ${count} assets: ${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB brotli`);
