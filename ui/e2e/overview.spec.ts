import { expect, test } from './fixtures';
import { apiToken, createAdmin, signIn, type Schemas } from './helpers';

// Dollars as the cards show them: whole, with the cents where there are any.
const usd = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: Math.round(n * 100) % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

test.describe('admin overview', () => {
  test('shows the real stats, and the inline status select saves', async ({ page, request }) => {
    const admin = createAdmin('Ovid Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const headers = { Authorization: `Token ${token}` };
    const stats = await (await request.get('/api/dashboard/stats/', { headers })).json();

    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: /^Welcome( back)?, Ovid!$/ })).toBeVisible();
    const card = (label: string) => page.locator('div', { has: page.getByText(label, { exact: true }) }).last();
    await expect(card('Monthly Revenue')).toContainText(usd(stats.total_revenue));
    if (stats.revenue_added_this_month > 0)
      await expect(page.getByText(`+${usd(stats.revenue_added_this_month)} from new clients`)).toBeVisible();
    await expect(card('Active Clients')).toContainText(String(stats.active_clients));
    if (stats.new_active_clients_this_week > 0)
      await expect(page.getByText(`+${stats.new_active_clients_this_week} this week`)).toBeVisible();
    await expect(card('Open Tasks')).toContainText(String(stats.pending_tasks));
    await expect(card('Overdue Payments')).toContainText(String(stats.overdue_payments));
    await expect(page.getByText('+12%')).toHaveCount(0);

    await expect(page.getByRole('button', { name: 'New Invoice' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Content Pending Approval' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Invoices' })).toBeVisible();

    const recent = page.getByRole('list', { name: 'Recent tasks' });
    await expect(recent.getByRole('listitem')).toHaveCount(5);
    const first = recent.getByRole('listitem').first();
    const title = (await first.getAttribute('aria-label'))!;
    const select = first.getByLabel(`Status for ${title}`);
    const next = (await select.inputValue()) === 'review' ? 'in-progress' : 'review';
    await select.selectOption(next);
    await expect
      .poll(async () => {
        const tasks = (await (
          await request.get(`/api/tasks/?search=${encodeURIComponent(title)}`, { headers })
        ).json()) as Schemas['Paginated_Task'];
        return tasks.results.find((t) => t.title === title)?.status;
      })
      .toBe(next);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Recent tasks' }).getByLabel(`Status for ${title}`)).toHaveValue(next);

    // Client Status: five clients and a details dialog.
    const view = page.getByRole('button', { name: /^View details for / }).first();
    await view.click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText('Monthly fee');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(view).toBeFocused();
  });

  test('New Task opens the task modal, and the quick actions work', async ({ page }) => {
    const admin = createAdmin('Quick Admin');
    await signIn(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'New Task' }).click();
    await expect(page.getByRole('dialog', { name: 'New Task' })).toBeVisible();
    await page.keyboard.press('Escape');

    const quick = page.getByRole('navigation', { name: 'Quick actions' });
    await quick.getByRole('link', { name: /Add New Client/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clients');
    await expect(page.getByRole('dialog', { name: 'Add New Client' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/dashboard#overview');
    await quick.getByRole('link', { name: /Client Messages/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
    await page.goto('/dashboard#overview');
    await quick.getByRole('link', { name: /Analytics Report/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Performance');
  });

  test('a load failure shows Error Loading Dashboard and Try Again recovers', async ({ page }) => {
    const admin = createAdmin('Broken Admin');
    let fail = true;
    await page.route('**/api/dashboard/stats/', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database is resting"}' })
        : route.continue(),
    );
    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Error Loading Dashboard' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Database is resting')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Monthly Revenue')).toBeVisible();
  });
});
