import { expect, test } from './fixtures';
import { DEMO, apiToken, createAdmin, registerClient, signIn } from './helpers';

// Words on screen that said the wrong thing (issue C0 point 8): plans nobody chose, greetings, wordings
// meant for the other role, a message said twice, and flags and buttons the public site was missing.

const STRONG = 'Texts-Pass-Quokka-9314!';

test.describe('texts', () => {
  test('a client who registered alone shows No plan, and the No plan filter finds them', async ({ page, request }) => {
    const company = `Planless ${Date.now().toString(36)}`;
    const client = await registerClient(request, { name: 'Nora Noplan', company, password: STRONG });
    const admin = createAdmin('Plan Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const listed = await request.get(`/api/clients/?search=${encodeURIComponent(company)}`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect((await listed.json()).results[0]).toMatchObject({ email: client.email, package: null, monthly_fee: 0 });

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#clients');
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(company);
    const card = page.getByRole('listitem', { name: 'Nora Noplan' });
    await expect(card).toContainText('No plan');
    await expect(card).not.toContainText('Starter');
    await card.getByRole('button', { name: 'Actions for Nora Noplan' }).click();
    await page.getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByRole('dialog')).toContainText('PackageNo plan');
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: 'Search clients' }).fill('');
    await page.getByRole('button', { name: /More Filters/ }).click();
    const filtered = page.waitForRequest((r) => r.url().includes('/api/clients/') && r.url().includes('package=none'));
    await page.getByLabel('Package').selectOption({ label: 'No plan' });
    await filtered;
    await expect(page.getByRole('listitem', { name: 'Nora Noplan' })).toBeVisible();
    for (const label of await page.getByRole('list', { name: 'Clients' }).getByRole('listitem').allInnerTexts())
      expect(label).toContain('No plan');

    // The overview's Client Status lists the newest clients: this one, without a made-up fee.
    await page.goto('/dashboard#overview');
    const row = page.getByRole('button', { name: 'View details for Nora Noplan' }).locator('xpath=..');
    await expect(row).toContainText('No plan');
    await expect(row).not.toContainText('$1,500');
  });

  test('a first sign-in says Welcome, the next one Welcome back', async ({ page }) => {
    const admin = createAdmin('Wren Newcomer');
    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Welcome, Wren!' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Welcome back, Wren!' })).toBeVisible();
  });

  test("a client's empty notifications speak of what a client gets", async ({ page, request }) => {
    const client = await registerClient(request, { name: 'Quinn Quiet', company: 'Quiet Co', password: STRONG });
    await signIn(page, client.email, client.password);
    await page.goto('/dashboard#notifications');
    await expect(
      page.getByText(/Messages from your account team, content approvals and payment reminders/),
    ).toBeVisible();
    await expect(page.getByText(/New registrations/)).toHaveCount(0);
  });

  test('a wrong current password is said once, under its field', async ({ page }) => {
    const admin = createAdmin('Once Admin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#settings');
    await page.getByLabel('Current password').fill('not-my-password-1');
    await page.getByLabel('New password', { exact: true }).fill(STRONG);
    await page.getByLabel('Confirm new password').fill(STRONG);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Current password is incorrect.')).toHaveCount(1);
  });

  test('the demo notification reads as plain text', async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard#notifications');
    const item = page.getByRole('listitem').filter({ hasText: 'Welcome to Atrium' }).first();
    await expect(item).toBeVisible();
    expect(await item.innerText()).not.toContain('`');
  });

  test('office flags are images and every leader has a LinkedIn button', async ({ page }) => {
    await page.goto('/contact');
    const offices = page.getByRole('heading', { level: 3 }).filter({ has: page.locator('img') });
    await expect(offices).toHaveCount(3);
    for (const flag of await offices.locator('img').all()) {
      await flag.scrollIntoViewIfNeeded();
      await expect(flag).toHaveAttribute('src', /^\/images\/flags\/[a-z]{2}\.svg$/);
      await expect
        .poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    const svg = await page.request.get('/images/flags/us.svg');
    expect(svg.headers()['content-type']).toContain('image/svg+xml');

    await page.goto('/about');
    const buttons = page.getByRole('link', { name: /on LinkedIn/ });
    await expect(buttons).toHaveCount(4);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//);
      await expect(button).toHaveAttribute('target', '_blank');
    }
  });
});
