import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { DEMO, signIn } from './helpers';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** Loads `url` fresh and returns the JS files it fetched with their gzipped sizes from dist/. */
async function firstLoadScripts(page: Page, url: string, ready: () => Promise<void>) {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  // The build keeps a large script only compressed (scripts/compress-dist.mjs); measured as gzip's default.
  const source = (file: string) => {
    const plain = path.join(distDir, file);
    return existsSync(plain) ? readFileSync(plain) : gunzipSync(readFileSync(`${plain}.gz`));
  };
  return [...scripts].map((file) => ({ file, gzip: gzipSync(source(file)).length }));
}

test.describe('public pages', () => {
  test('placeholders go back and home', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('payment result follows ?status=', async ({ page }) => {
    await page.goto('/payment-result?status=succeeded');
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

    await page.goto('/payment-result?status=failed');
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('We were unable to process your payment.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/dashboard#billing');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');

    await page.goto('/payment-result?status=whatever');
    await expect(page.getByRole('heading', { name: 'Processing payment' })).toBeVisible();
  });

  test('Get Started goes to /auth signed out and to /dashboard signed in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.getByRole('link', { name: 'Home', exact: true }).first().click({ force: true });
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  // 100 KB before the UI spoke languages; Lingui's runtime (4.5 KB) and the message ids took it to 105.8 KB,
  // the reader's time zone, the agency's default language and the hreflang alternates to 106.9 KB (the
  // wall-time arithmetic and the first-visit and default-language code load only where they are used), and the
  // site texts per language and the API's Accept-Language to 107.2 KB. The app and all it imports statically
  // then became one file where the bundler had made 13, each compressed on its own (vite.config.ts): the same
  // code in 102.9 KB. The languages issue asks for at most 5 KB of growth, so 105 KB.
  test('/ loads no auth or dashboard code and stays under 105 KB of gzipped JS', async ({ page }) => {
    const home = await firstLoadScripts(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
    const total = home.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`first load of /: ${(total / 1024).toFixed(1)} KB gzipped`, home);
    expect(home.map((script) => script.file).join(' ')).not.toMatch(/dashboard-route|auth-route|query-provider/);
    expect(total).toBeLessThan(105 * 1024);
  });

  test('/auth loads the auth chunk but not the dashboard', async ({ page }) => {
    const auth = await firstLoadScripts(page, '/auth', () =>
      expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible(),
    );
    const total = auth.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`first load of /auth: ${(total / 1024).toFixed(1)} KB gzipped`, auth);
    const files = auth.map((script) => script.file).join(' ');
    expect(files).toMatch(/auth-route/);
    expect(files).not.toMatch(/dashboard-route/);
  });
});
