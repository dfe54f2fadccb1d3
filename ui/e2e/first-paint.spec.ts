import { expect, test } from './fixtures';
import { DEMO, signIn } from './helpers';

// The server sends each public page already rendered and the dashboard's frame (src/web.rs, first_paint.rs):
// what a visitor sees first needs no script, and the app then takes over without a flash or an error.

test.describe('first paint', () => {
  test('a public page arrives rendered, branded and titled, with no script at all', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page).toHaveTitle('About us · Atrium');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We help creators and businesses grow');
    await expect(page.getByRole('link', { name: 'Atrium home' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getUTCFullYear()} Atrium Growth Inc.`);
    await expect(page.getByRole('status')).toHaveCount(0);
    // An invitation link is not the page that was prerendered: the app renders that one itself.
    await page.goto('/auth?invite=abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await context.close();
  });

  test('the app takes a public page over without a console error, and it works', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    for (const path of ['/', '/about', '/pricing', '/contact', '/auth']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/');
    await page.getByRole('button', { name: 'Pause rotation' }).click();
    await expect(page.getByRole('button', { name: 'Resume rotation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the dashboard paints its frame with the stored greeting before its code runs', async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    const banner = page.getByRole('main');
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(/^Welcome( back)?, .+!$/);
    await expect(banner.getByText('Here is where your agency stands today.')).toBeVisible();
    await expect(page.getByText('Here is what is happening with your accounts and content.')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Overview');

    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('button', { name: 'New Task' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
      /^Welcome( back)?, .+!$/,
    );
  });
});
