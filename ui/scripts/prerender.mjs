// Renders every public page's HTML once at build time (src/prerender.tsx) and writes dist/prerender.json.gz,
// from which the server paints each page before any script runs (src/web.rs). A page's `head` holds what
// its <head> carries besides the title and description: its hreflang alternates, for crawlers.
//
// The branding is only known to the server (assets/branding.json merged with the operator's file), so
// pages are rendered with the built-in document's texts replaced by numbered placeholders, which the server
// fills in. Whatever else the markup took from the branding (a list's length, a number, a platform name,
// whether an optional text is set) is recorded as a check; the server uses a page's HTML only when its own
// branding passes every check, and otherwise sends the plain app shell (still correct, just painted later).
//
// Each page is verified here: filling its placeholders with the built-in texts, and with altered texts, must
// give exactly what React renders from those documents directly, so no component transforms a text the
// server would fill in verbatim.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { compile, optimize } from '@tailwindcss/node';
import { createServer } from 'vite';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// In the order the server sends it (serde_json sorts object keys), which is the order pages iterate in.
const sortKeys = (value) =>
  Array.isArray(value)
    ? value.map(sortKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortKeys(value[key])]),
        )
      : value;
const defaults = sortKeys(JSON.parse(readFileSync(path.join(uiDir, '../assets/branding.json'), 'utf8')));

const OPEN = '\uE000';
const CLOSE = '\uE001';
// Texts that are looked up or compared rather than shown: kept as they are and checked by the server.
// Phone numbers become tel: links with only their digits; plan features have '{platforms}' filled in.
const LITERAL_KEYS = new Set(['platform', 'icon', 'flag', 'id', 'currency', 'phone']);
const LITERAL_PATHS = [/^\/colors\//];
// A text the page rewrites (a plan feature's `{platforms}`, filled per service page) cannot be a placeholder.
const rewritten = (value) => value.includes('{platforms}');

const pointer = (parent, key) => `${parent}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** React's escaping of text and attribute values (escapeTextForBrowser); src/web.rs does the same. */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]);
}

function lookup(doc, ptr) {
  let value = doc;
  for (const part of ptr.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    value = value == null ? undefined : value[key];
  }
  return value;
}

/** A recorder of what one page read from the branding document. */
function recorder() {
  const tokens = [];
  const tokenIndex = new Map();
  const checks = new Map();
  const check = (ptr, kind, value) => {
    const key = `${kind} ${ptr}`;
    if (!checks.has(key)) checks.set(key, { path: ptr, [kind]: value });
  };
  const token = (ptr) => {
    if (!tokenIndex.has(ptr)) {
      tokenIndex.set(ptr, tokens.length);
      tokens.push(ptr);
    }
    return `${OPEN}${tokenIndex.get(ptr)}${CLOSE}`;
  };
  return {
    tokens,
    token,
    checks: () => [...checks.values()],
    text(ptr, value) {
      const key = ptr.split('/').pop();
      if (value === '' || LITERAL_KEYS.has(key) || LITERAL_PATHS.some((p) => p.test(ptr)) || rewritten(value)) {
        check(ptr, 'equals', value);
        return value;
      }
      check(ptr, 'text', true);
      return token(ptr);
    },
    value: (ptr, value) => check(ptr, 'equals', value ?? null),
    length: (ptr, length) => check(ptr, 'length', length),
    keys: (ptr, keys) => check(ptr, 'keys', keys),
    present: (ptr) => check(ptr, 'present', true),
  };
}

/** The branding document as seen through `rec`: texts become placeholders, every other read a check. */
function tracked(value, ptr, rec) {
  return new Proxy(value, {
    get(target, key, receiver) {
      const isArray = Array.isArray(target);
      if (isArray) rec.length(ptr, target.length);
      if (typeof key === 'symbol' || key === 'length' || (isArray && !Object.hasOwn(target, key) && key in target))
        return Reflect.get(target, key, receiver);
      if (!isArray && !Object.hasOwn(target, key) && key in Object.prototype) return Reflect.get(target, key, receiver);
      const child = pointer(ptr, key);
      const found = Reflect.get(target, key, receiver);
      if (typeof found === 'string') return rec.text(child, found);
      if (found === null || typeof found !== 'object') {
        rec.value(child, found);
        return found;
      }
      return tracked(found, child, rec);
    },
    has(target, key) {
      // Array methods ask for every index before reading it; the list's length is checked already.
      if (Array.isArray(target)) {
        rec.length(ptr, target.length);
        return Reflect.has(target, key);
      }
      if (typeof key === 'string') {
        const found = Object.hasOwn(target, key) ? target[key] : null;
        // Asked whether a list or object is there: that it is, not what it holds (read through `get`).
        if (found !== null && typeof found === 'object') rec.present(pointer(ptr, key));
        else rec.value(pointer(ptr, key), found);
      }
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      if (Array.isArray(target)) rec.length(ptr, target.length);
      else rec.keys(ptr, Object.keys(target));
      return Reflect.ownKeys(target);
    },
  });
}

// A placeholder a page passed through encodeURIComponent (a link's query) is filled in encoded the same way.
const ENCODED = [encodeURIComponent(OPEN), encodeURIComponent(CLOSE)];
const PLACEHOLDER = new RegExp(`${OPEN}(\\d+)${CLOSE}|${ENCODED[0]}(\\d+)${ENCODED[1]}`, 'g');

// What the server knows when it sends a page, named by '#' instead of a pointer into the branding.
const YEAR = '#year';
const thisYear = String(new Date().getUTCFullYear());

/** What the server does: every placeholder replaced by its text, escaped as React would. */
function fill(html, tokens, doc) {
  return html.replace(PLACEHOLDER, (_, plain, encoded) => {
    const ptr = tokens[Number(plain ?? encoded)];
    const text = ptr === YEAR ? thisYear : String(lookup(doc, ptr));
    return escapeHtml(plain !== undefined ? text : encodeURIComponent(text));
  });
}

/** The built-in document with every text changed (reversed, with a marker), to catch texts a page transforms. */
function altered(value) {
  if (typeof value === 'string') return value && !rewritten(value) ? `${[...value].reverse().join('')} Zq` : value;
  if (Array.isArray(value)) return value.map(altered);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        LITERAL_KEYS.has(key) || key === 'colors' ? inner : altered(inner),
      ]),
    );
  return value;
}

const stylesheet = readFileSync(path.join(uiDir, 'src/index.css'), 'utf8');
const unescape = (text) =>
  text.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name) => ({ amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' })[name]);

/**
 * The styles one page's HTML needs to paint: Tailwind built from that HTML's classes alone (a fresh compiler
 * each time, since a compiler keeps every class it was ever given). The server inlines them; the app's full
 * stylesheet arrives with its code.
 */
async function stylesFor(html) {
  const compiler = await compile(stylesheet, { base: path.join(uiDir, 'src'), onDependency: () => {} });
  const classes = new Set();
  for (const match of html.matchAll(/class="([^"]*)"/g))
    for (const name of unescape(match[1]).split(/\s+/)) if (name) classes.add(name);
  return optimize(compiler.build([...classes]), { minify: true }).code;
}

function publicPages() {
  const source = readFileSync(path.join(uiDir, 'src/lib/paths.ts'), 'utf8');
  const block = source.slice(source.indexOf('export const paths'), source.indexOf('} as const'));
  return [...block.matchAll(/'(\/[^']*)'/g)].map((match) => match[1]).filter((page) => page !== '/dashboard');
}

const vite = await createServer({
  root: uiDir,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
});
let failed = false;
const pages = {};
try {
  const { renderPage, renderDashboardFrame, OFFERED } = await vite.ssrLoadModule('/src/prerender.tsx');
  // Each page in each offered language: `/pricing` in English, `/pricing?lang=de` in German (what the
  // public site's language switch and hreflang links ask for), so a reader in another language gets a
  // first paint in that language too, which the app then hydrates.
  const variants = publicPages().flatMap((page) =>
    OFFERED.map((locale) => ({ page, locale, key: locale === 'en' ? page : `${page}?lang=${locale}` })),
  );
  for (const { page, locale, key } of variants) {
    const rec = recorder();
    const rendered = await renderPage(page, tracked(defaults, '', rec), rec.token(YEAR), locale);
    const stripped = rendered.html.replace(/<title>[^<]*<\/title>/, '');
    const template = { ...rendered, html: stripped };
    for (const doc of [defaults, altered(defaults)]) {
      const direct = await renderPage(page, doc, thisYear, locale);
      const expected = [direct.html.replace(/<title>[^<]*<\/title>/, ''), direct.title, direct.description];
      const filled = [template.html, template.title, template.description].map((part) =>
        part === null ? null : fill(part, rec.tokens, doc),
      );
      const at = expected.findIndex((part, i) => part !== filled[i]);
      if (at >= 0) {
        failed = true;
        const [a, b] = [String(expected[at]), String(filled[at])];
        let i = 0;
        while (i < a.length && a[i] === b[i]) i += 1;
        console.error(
          `prerender: ${key} differs when filled in:\n  react: …${a.slice(Math.max(0, i - 80), i + 80)}\n  ours:  …${b.slice(Math.max(0, i - 80), i + 80)}`,
        );
      }
    }
    if (template.html.includes(OPEN) === false && rec.tokens.length === 0)
      console.warn(`prerender: ${key} uses no branding text`);
    const css = await stylesFor(template.html);
    pages[key] = { ...template, lang: locale, css, tokens: rec.tokens, checks: rec.checks() };
  }
  // The dashboard's frame: checked like a page, then completed in the browser by its script.
  const rec = recorder();
  const frame = renderDashboardFrame(tracked(defaults, '', rec));
  for (const doc of [defaults, altered(defaults)]) {
    if (fill(frame.html, rec.tokens, doc) !== renderDashboardFrame(doc).html) {
      failed = true;
      console.error('prerender: the dashboard frame differs when filled in');
    }
  }
  pages['/dashboard'] = {
    html: frame.html,
    title: null,
    description: null,
    css: await stylesFor(frame.html),
    tokens: rec.tokens,
    checks: rec.checks(),
    hydrate: false,
    script: frame.script,
  };
} finally {
  await vite.close();
}
if (failed) process.exit(1);
// The loading screen index.html paints for every other path (the dashboard, unknown pages).
const indexHtml = readFileSync(path.join(uiDir, 'dist/index.html'), 'utf8');
const shell = { css: await stylesFor(indexHtml.slice(indexHtml.indexOf('<body'))) };
// Stored compressed (the server unpacks it when it renders a page): as text it was a third of the
// UI the binary embeds, and a page's HTML and styles repeat across its six languages.
writeFileSync(path.join(uiDir, 'dist/prerender.json.gz'), gzipSync(JSON.stringify({ shell, pages }), { level: 9 }));
const size = Object.values(pages).reduce((sum, page) => sum + page.html.length, 0);
const styles = Object.values(pages).reduce((sum, page) => sum + page.css.length, 0);
console.log(
  `prerendered ${Object.keys(pages).length} pages (${(size / 1024).toFixed(1)} KB of HTML, ${(styles / 1024).toFixed(1)} KB of styles)`,
);
