import { expect, test } from './fixtures';
import { ADMIN_NAV, CLIENT_NAV, DEMO, createAdmin, sidebarLabels, signIn } from './helpers';

test.describe('sign in and guards', () => {
  test('an admin signs in and sees the admin sidebar', async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/dashboard$|\/dashboard#/);
    expect(await sidebarLabels(page)).toEqual(ADMIN_NAV);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const footer = page.getByTestId('sidebar-user-name').first();
    await expect(footer).toHaveText('Alex Morgan');
    await expect(page.getByText(/^admin/i).first()).toBeVisible();
  });

  test('a client signs in and sees the client sidebar', async ({ page }) => {
    await signIn(page, DEMO.client.email, DEMO.client.password);
    expect(await sidebarLabels(page)).toEqual(CLIENT_NAV);
    await page.goto('/dashboard#billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    // An admin-only section is not reachable by hash: it falls back to the overview.
    await page.goto('/dashboard#clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });

  test('a username works in the email field', async ({ page }) => {
    await signIn(page, 'admin', DEMO.admin.password);
    expect(await sidebarLabels(page)).toEqual(ADMIN_NAV);
  });

  test('login validation and failure texts', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const submit = page.locator('form').getByRole('button', { name: 'Sign in', exact: true });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Email and password are required');

    await page.getByLabel('Email or username').fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('logged-out /dashboard goes to /auth, logged-in /auth goes to /dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/dashboard/anything/deeper');
    await expect(page).toHaveURL(/\/auth$/);

    const admin = createAdmin('Guard Admin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/clients');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });

  test('the session survives a reload and Sign Out ends it', async ({ page }) => {
    const admin = createAdmin('Reload Admin');
    await signIn(page, admin.email, admin.password);
    await page.reload();
    await expect(page.getByTestId('sidebar-user-name').first()).toHaveText('Reload Admin');
    await page.getByRole('button', { name: 'Sign Out', exact: true }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a revoked token on an API call clears storage and shows Authentication failed', async ({ page }) => {
    const admin = createAdmin('Expiring Admin');
    await signIn(page, admin.email, admin.password);
    await page.evaluate(() => localStorage.setItem('auth_token', 'not-a-real-token'));
    await page.goto('/dashboard#notifications');
    // Restoring with a bad token fails quietly; a later call's 401 is what shows the message.
    await expect(page).toHaveURL(/\/auth$/);

    await signIn(page, admin.email, admin.password);
    await page.evaluate(() => localStorage.setItem('auth_token', 'not-a-real-token'));
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('alert')).toHaveText('Authentication failed');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('unknown paths show the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('odd login answers get the spec texts', async ({ page }) => {
    await page.goto('/auth');
    const submit = page.locator('form').getByRole('button', { name: 'Sign in', exact: true });
    await page.getByLabel('Email or username').fill('someone@e2e.test');
    await page.getByLabel('Password', { exact: true }).fill('whatever-123');

    // Simulated server answers: a 200 without a user, and a bare 500.
    await page.route('**/api/auth/login/', (route) => route.fulfill({ status: 200, json: { token: 'abc' } }));
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login response');

    await page.unroute('**/api/auth/login/');
    await page.route('**/api/auth/login/', (route) => route.fulfill({ status: 500, body: '' }));
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.');
  });

  test('Sign Out still signs out locally when the logout call fails', async ({ page }) => {
    const admin = createAdmin('Offline Admin');
    await signIn(page, admin.email, admin.password);
    await page.route('**/api/auth/logout/', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('the session restore shows Loading... until /auth/me/ answers', async ({ page }) => {
    const admin = createAdmin('Slow Admin');
    await signIn(page, admin.email, admin.password);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/me/', async (route) => {
      await gate;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  });
});
