import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { PNG_1PX, atriumEnv, snapshot, startOwnServer } from './helpers';
import { freePort } from './atrium-server';

// Settings › Public site on a server of its own (the worker's demo server keeps its default branding for the
// other specs): an admin edits the site, sees the preview, saves, and the public pages show it at once and after
// the binary is restarted.

const ADMIN = { email: 'owner@site.test', password: 'site-admin-pass-1', name: 'Sam Owner' };

for (const width of [1280, 390]) {
  test(`at ${width} px an admin edits the public site in Settings and / shows it at once and after a restart`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-site-'));
    const port = await freePort();
    let server = await startOwnServer(dataDir, port, page);
    try {
      execFileSync(
        process.env.E2E_ATRIUM_BIN!,
        ['--data-dir', dataDir, 'admin', 'create', '--email', ADMIN.email, '--name', ADMIN.name, '--password-stdin'],
        { input: `${ADMIN.password}\n`, env: atriumEnv() },
      );
      await page.goto(`${server.base}/auth`);
      await page.getByLabel('Email or username').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
      await expect(page).toHaveURL(/\/dashboard/);
      await page.goto(`${server.base}/dashboard#settings`);

      // The innermost section holding the heading: the card (the dashboard may wrap it in sections of its own).
      const card = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Public site' }) })
        .last();
      await expect(card.getByText('Not edited here yet')).toBeVisible();
      const preview = card.getByTestId('site-preview');
      await expect(preview.getByText('Atrium', { exact: true }).first()).toBeVisible();

      // A bad address is refused by the server, named on its field, on its tab.
      await card.getByRole('tab', { name: 'Contact' }).click();
      await card.getByLabel('Inquiry email').fill('not-an-address');
      await card.getByRole('button', { name: 'Save public site' }).click();
      await expect(card.getByText('1 field needs attention before saving.')).toBeVisible();
      await expect(card.getByText('Please enter a valid email address')).toBeVisible();
      await card.getByLabel('Inquiry email').fill('hello@orbit.example');

      // The agency, its colour and logo; the preview follows as typed.
      await card.getByRole('tab', { name: 'Agency' }).click();
      await card.getByLabel('Name', { exact: true }).fill('Orbit Social');
      await card.getByLabel('Primary', { exact: true }).fill('#0f766e');
      await expect(preview.getByText('Orbit Social', { exact: true }).first()).toBeVisible();
      await card
        .locator('input[type="file"]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
      await expect(card.getByRole('img', { name: 'Current logo' })).toBeVisible();

      // The contradictions, each in one place.
      await card.getByRole('tab', { name: 'Offer and shop' }).click();
      // One plan list: the site's plans are the billing plans, edited in the Plans card.
      await expect(card.getByText(/The monthly plans on the site are the plans clients pay for/)).toBeVisible();
      await card.getByLabel('Free trial (days; 0 for no trial)').fill('14');
      await card.getByLabel('Cart and checkout pages').uncheck();
      await card.getByRole('tab', { name: 'Policies' }).click();
      await card.getByLabel(/Refund window/).fill('21');
      await card.getByRole('tab', { name: 'Terms' }).click();
      await expect(preview.getByText(/21-day money-back guarantee/).first()).toBeVisible();
      await preview.screenshot({ path: `e2e/artifacts/${width}-settings-public-site-preview.png` });
      await card.getByRole('tab', { name: 'Agency' }).click();
      await card.screenshot({ path: `e2e/artifacts/${width}-settings-public-site.png` });

      await card.getByRole('button', { name: 'Save public site' }).click();
      await expect(card.getByText('Public site saved. It shows on the site now.')).toBeVisible();
      await expect(card.getByText(/Last saved .* by Sam Owner <owner@site\.test>/)).toBeVisible();

      // Without a restart: a fresh visit to the site.
      const visitor = await page
        .context()
        .browser()!
        .newPage({ viewport: { width, height: 844 } });
      const checkSite = async (base: string, label: string) => {
        await visitor.goto(`${base}/`);
        await expect(visitor.getByRole('link', { name: 'Orbit Social home' })).toBeVisible();
        await expect(visitor.locator('header img').first()).toHaveAttribute('src', /\/api\/branding\/logo\//);
        const primary = await visitor.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
        );
        expect(primary).toBe('#0f766e');
        await snapshot(visitor, `${width}-public-home-${label}`);
        await visitor.goto(`${base}/about`);
        await expect(visitor.getByRole('link', { name: 'Start 14-Day Free Trial' })).toBeVisible();
        await visitor.goto(`${base}/terms`);
        await expect(visitor.getByText(/ask for a refund within 21 days/)).toBeVisible();
        await visitor.goto(`${base}/refund`);
        await expect(visitor.getByText('21-day guarantee')).toBeVisible();
        const cart = await visitor.goto(`${base}/cart`);
        expect(cart?.status()).toBe(404);
        await expect(visitor.getByText('Page not found')).toBeVisible();
      };
      await checkSite(server.base, 'saved');

      // A price changed in Settings › Plans is the site's price at once: clients pay what the site says.
      const pro = page.getByRole('form', { name: 'Pro plan' });
      await pro.getByLabel('Price per month (USD)').fill('275.50');
      await pro.getByRole('button', { name: 'Save Pro' }).click();
      await expect(pro.getByText('Pro saved.')).toBeVisible();
      const checkPrice = async (base: string, label: string) => {
        await visitor.goto(`${base}/pricing`);
        await expect(visitor.getByText('$275.50').first()).toBeVisible();
        await snapshot(visitor, `${width}-public-pricing-${label}`);
      };
      await checkPrice(server.base, 'saved');

      // And after the binary restarts on the same data dir.
      await server.stop();
      server = await startOwnServer(dataDir, port, page);
      await checkSite(server.base, 'restarted');
      await checkPrice(server.base, 'restarted');
      await visitor.close();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
