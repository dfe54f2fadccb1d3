import { expect, test, type Page } from './fixtures';
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
    await page.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
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

  test('the admin overview, clients and tasks screens and their dialogs', async ({ page }) => {
    // Nine axe scans of full screens: 54 s on a loaded two-core machine, near the default minute.
    test.setTimeout(120_000);
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page.getByRole('list', { name: 'Recent tasks' })).toBeVisible();
    await expectNoSeriousViolations(page, 'admin overview with data');
    await page.goto('/dashboard#clients');
    await expect(page.getByRole('list', { name: 'Clients' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: /More Filters/ }).click();
    await expectNoSeriousViolations(page, 'clients');
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await expectNoSeriousViolations(page, 'client menu');
    await page.getByRole('button', { name: 'View Details' }).click();
    await expectNoSeriousViolations(page, 'client details');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Stats for / })
      .first()
      .click();
    await expect(page.getByText('Open tasks')).toBeVisible();
    await expectNoSeriousViolations(page, 'client stats');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add New Client' }).click();
    await page.getByRole('button', { name: 'Add Client' }).click();
    await expectNoSeriousViolations(page, 'add client with errors');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard#tasks');
    await expect(page.getByTestId('column-pending').getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'tasks board');
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByRole('list', { name: 'Tasks' }).getByRole('checkbox').first().check();
    await expectNoSeriousViolations(page, 'tasks list with bulk bar');
    await page.getByRole('button', { name: 'New Task' }).click();
    await page.getByRole('button', { name: 'Create Task' }).click();
    await expectNoSeriousViolations(page, 'task form with errors');
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
      await expect(page.getByRole('list', { name: 'Recent tasks' })).toBeVisible();
      await snapshot(page, `${tag}-admin-overview-full`);
      await page.goto('/dashboard#clients');
      await expect(page.getByRole('list', { name: 'Clients' }).getByRole('listitem').first()).toBeVisible();
      await snapshot(page, `${tag}-admin-clients`);
      await page.getByRole('button', { name: 'Add New Client' }).click();
      await snapshot(page, `${tag}-admin-client-form`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /More Filters/ }).click();
      await page.getByLabel('Search clients').fill('zzzz');
      await expect(page.getByRole('heading', { name: 'No matching clients' })).toBeVisible();
      await snapshot(page, `${tag}-admin-clients-no-match`);
      await page.goto('/dashboard#tasks');
      await expect(page.getByTestId('column-pending').getByRole('listitem').first()).toBeVisible();
      await snapshot(page, `${tag}-admin-tasks-board`);
      await page.getByRole('button', { name: 'List' }).click();
      await page.getByRole('list', { name: 'Tasks' }).getByRole('checkbox').first().check();
      await snapshot(page, `${tag}-admin-tasks-list`);
      await page.getByRole('button', { name: 'New Task' }).click();
      await snapshot(page, `${tag}-admin-task-form`);
      await page.keyboard.press('Escape');
      await page.goto('/dashboard#notifications');
      await snapshot(page, `${tag}-admin-notifications`);
      await page.goto('/dashboard#settings');
      await expect(page.getByRole('button', { name: 'Save bank details' })).toBeVisible();
      await snapshot(page, `${tag}-admin-settings`);
      if (width < 1024) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await snapshot(page, `${tag}-admin-drawer`);
        await page
          .getByRole('dialog', { name: 'Navigation' })
          .getByRole('button', { name: 'Sign Out', exact: true })
          .click();
      } else {
        await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
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
