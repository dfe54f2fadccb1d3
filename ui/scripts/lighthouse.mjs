// Runs Lighthouse (default mobile settings) against LIGHTHOUSE_URL (or ATRIUM_URL) for each page and prints
// the four category scores. Pages: LIGHTHOUSE_PAGES="/,/services/instagram" (default). Reports land in
// lighthouse-reports/ (git-ignored). Needs Chromium: CHROME_PATH, default /usr/bin/chromium.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = (process.env.LIGHTHOUSE_URL ?? process.env.ATRIUM_URL ?? '').replace(/\/+$/, '');
if (!base) {
  console.error('Set LIGHTHOUSE_URL to a running server, e.g. LIGHTHOUSE_URL=http://127.0.0.1:8000 npm run lighthouse');
  process.exit(2);
}
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/,/services/instagram').split(',');
const outDir = path.join(uiDir, 'lighthouse-reports');
mkdirSync(outDir, { recursive: true });
const flags =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

let failed = false;
for (const page of pages) {
  const name = page === '/' ? 'home' : page.replace(/^\/|\/$/g, '').replace(/\//g, '-');
  const out = path.join(outDir, `${name}.json`);
  execFileSync(
    path.join(uiDir, 'node_modules/.bin/lighthouse'),
    [`${base}${page}`, `--chrome-flags=${flags}`, '--output=json', `--output-path=${out}`, '--quiet'],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([key, category]) => [key, Math.round(category.score * 100)]),
  );
  const audits = report.audits;
  console.log(
    `${page}: performance ${scores.performance}, accessibility ${scores.accessibility}, best-practices ${scores['best-practices']}, seo ${scores.seo}` +
      ` | FCP ${audits['first-contentful-paint'].displayValue}, LCP ${audits['largest-contentful-paint'].displayValue},` +
      ` TBT ${audits['total-blocking-time'].displayValue}, CLS ${audits['cumulative-layout-shift'].displayValue}`,
  );
  if (Object.values(scores).some((score) => score < 100)) {
    for (const audit of Object.values(audits)) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        console.log(`   - ${audit.id}: ${audit.title} ${audit.displayValue ?? ''}`);
    }
  }
  if (scores.performance < 97 || scores.accessibility < 100 || scores['best-practices'] < 100 || scores.seo < 100)
    failed = true;
}
process.exit(failed ? 1 : 0);
