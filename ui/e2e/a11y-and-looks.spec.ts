import { expect, test, type Page } from '@playwright/test';
import { DEMO, createAdmin, registerClient, seriousViolations, signIn, snapshot } from './helpers';

async function expectNoSeriousViolations(page: Page, label: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('/auth, login and every sign-up step', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousViolations(page, '/auth login');
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expectNoSeriousViolations(page, '/auth login error');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectNoSeriousViolations(page, '/auth sign-up step 1');
  });

  test('the dashboard shell, bell and settings for an admin', async ({ page }) => {
    const admin = createAdmin('Axe Admin');
    await signIn(page, admin.email, admin.password);
    await expectNoSeriousViolations(page, 'admin overview');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expectNoSeriousViolations(page, 'bell open');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard#settings');
    await expect(page.getByRole('button', { name: 'Save bank details' })).toBeVisible();
    await expectNoSeriousViolations(page, 'admin settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expectNoSeriousViolations(page, 'delete dialog');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard#notifications');
    await expectNoSeriousViolations(page, 'notifications');
  });

  test('client settings and the mobile drawer', async ({ page, request }) => {
    const client = await registerClient(request, { name: 'Axe Client' });
    await signIn(page, client.email, client.password);
    await page.goto('/dashboard#settings');
    await expect(page.getByRole('button', { name: 'Update password' })).toBeVisible();
    await expectNoSeriousViolations(page, 'client settings');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expectNoSeriousViolations(page, 'mobile drawer');
  });

  test('public pages', async ({ page }) => {
    for (const path of ['/', '/about', '/payment-result?status=failed', '/nope']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
  });
});

test.describe('screenshots for review (ui/e2e/artifacts)', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`main screens at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const tag = `${width}`;
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snapshot(page, `${tag}-home`);
      await page.goto('/payment-result?status=succeeded');
      await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
      await snapshot(page, `${tag}-payment-succeeded`);
      await page.goto('/blog');
      await snapshot(page, `${tag}-placeholder`);

      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await snapshot(page, `${tag}-auth-login`);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await snapshot(page, `${tag}-auth-signup`);

      await signIn(page, DEMO.admin.email, DEMO.admin.password);
      await snapshot(page, `${tag}-admin-overview`);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await snapshot(page, `${tag}-admin-bell`);
      await page.keyboard.press('Escape');
      await page.goto('/dashboard#clients');
      await expect(page.getByRole('heading', { name: 'No Clients Yet' })).toBeVisible();
      await snapshot(page, `${tag}-admin-clients-empty`);
      await page.goto('/dashboard#notifications');
      await snapshot(page, `${tag}-admin-notifications`);
      await page.goto('/dashboard#settings');
      await expect(page.getByRole('button', { name: 'Save bank details' })).toBeVisible();
      await snapshot(page, `${tag}-admin-settings`);
      if (width < 1024) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await snapshot(page, `${tag}-admin-drawer`);
        await page.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: 'Sign Out' }).click();
      } else {
        await page.getByRole('button', { name: 'Sign Out' }).click();
      }
      await expect(page).toHaveURL(/\/auth$/);

      await signIn(page, DEMO.client.email, DEMO.client.password);
      await snapshot(page, `${tag}-client-overview`);
      await page.goto('/dashboard#settings');
      await expect(page.getByRole('button', { name: 'Update password' })).toBeVisible();
      await snapshot(page, `${tag}-client-settings`);
    });
  }
});
