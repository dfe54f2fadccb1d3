// Writes .br and .gz in place of every text asset over 1 KB in dist/assets; the server serves them with
// Content-Encoding when the browser accepts it, and unpacks the .gz for one that takes neither (src/web.rs).
// The plain copies are removed because the binary embeds dist: kept, they were its largest part.
// index.html is left alone: the server rewrites it.
// The images (the 257 country flags, the team's portraits) keep a .gz only: each is fetched on its own by
// the page that shows it, where brotli saves a few hundred bytes, and plain they were 2.4 MB of the binary.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(js|mjs|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/** Compresses the text files over MIN_BYTES under `dir` (and its folders); answers [files, bytes before, after]. */
function compress(dir, { brotli }) {
  let [count, before, after] = [0, 0, 0];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const [c, b, a] = compress(file, { brotli });
      [count, before, after] = [count + c, before + b, after + a];
      continue;
    }
    if (!TEXT.test(entry.name) || statSync(file).size <= MIN_BYTES) continue;
    const data = readFileSync(file);
    const gz = gzipSync(data, { level: 9 });
    writeFileSync(`${file}.gz`, gz);
    let packed = gz.length;
    if (brotli) {
      const br = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      writeFileSync(`${file}.br`, br);
      packed = br.length;
    }
    unlinkSync(file);
    [count, before, after] = [count + 1, before + data.length, after + packed];
  }
  return [count, before, after];
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const [assets, assetsBefore, assetsAfter] = compress(path.join(dist, 'assets'), { brotli: true });
console.log(`compressed ${assets} assets: ${kb(assetsBefore)} KB -> ${kb(assetsAfter)} KB brotli`);
const [images, imagesBefore, imagesAfter] = compress(path.join(dist, 'images'), { brotli: false });
console.log(`compressed ${images} images: ${kb(imagesBefore)} KB -> ${kb(imagesAfter)} KB gzip`);
