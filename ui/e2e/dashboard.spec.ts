import { expect, test } from './fixtures';
import { apiToken, createAdmin, registerClient, signIn, type Schemas } from './helpers';

test.describe('dashboard shell', () => {
  test('the hash picks the section, unknown hashes fall back to overview', async ({ page }) => {
    const admin = createAdmin('Hash Admin');
    await signIn(page, admin.email, admin.password);
    const title = page.getByRole('heading', { level: 1 });

    await expect(title).toHaveText('Overview');
    await expect(page.getByRole('heading', { name: /^Welcome( back)?, Hash!$/ })).toBeVisible();

    // Every admin section holds the demo agency's data.
    for (const [hash, name, empty] of [
      ['clients', 'Clients', 'Total Clients'],
      ['tasks', 'Tasks', 'Completion Rate'],
      ['content', 'Content', 'Total Posts'],
      ['invoices', 'Invoices', 'Total Invoiced'],
    ] as const) {
      await page.getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`#${hash}$`));
      await expect(title).toHaveText(name);
      await expect(page.getByRole('heading', { name: empty }).or(page.getByText(empty, { exact: true }))).toBeVisible();
      await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('aria-current', 'page');
    }

    await page.goto('/dashboard#definitely-not-a-section');
    await expect(title).toHaveText('Overview');
    await expect(page.getByRole('heading', { name: /^Welcome( back)?, Hash!$/ })).toBeVisible();

    await page.goto('/dashboard#notifications');
    await expect(title).toHaveText('Notifications');
  });

  test('the sidebar collapses into a drawer on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const admin = createAdmin('Mobile Admin');
    await signIn(page, admin.email, admin.password);
    const openButton = page.getByRole('button', { name: 'Open navigation' });
    await expect(openButton).toBeVisible();
    await openButton.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await drawer.getByRole('link', { name: 'Tasks' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tasks');
  });
});

test.describe('notification bell', () => {
  test('an admin sees a new-registration notification, opening it marks it read and navigates', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Bell Admin');
    const client = await registerClient(request, { name: 'Bella Newcomer' });

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#settings');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
    // The badge shows exactly the server's unread count, and this test's registration is among them.
    const token = await apiToken(request, admin.email, admin.password);
    const unread = await request.get('/api/notifications/?read=false&page_size=1', {
      headers: { Authorization: `Token ${token}` },
    });
    const before = ((await unread.json()) as Schemas['Paginated_Notification']).count;
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText(String(before));

    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    // This test's client, not any other registration: the mail address is unique.
    const item = panel
      .getByRole('button', { name: /New client registration \(unread\)/ })
      .filter({ hasText: client.email });
    await expect(item).toHaveCount(1);
    await item.click();

    await expect(panel).toBeHidden();
    // Type 'other' leads to the overview.
    await expect(page).toHaveURL(/#overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    await expect.poll(async () => Number((await badge.count()) ? await badge.innerText() : '0')).toBe(before - 1);

    await bell.click();
    await expect(
      panel.getByRole('button', { name: /New client registration/ }).filter({ hasText: client.email }),
    ).not.toContainText('(unread)');
  });

  test('Mark All as Read clears the badge and the notifications screen filters', async ({ page, request }) => {
    const admin = createAdmin('Filter Admin');
    await registerClient(request, { name: 'Fiona First' });
    await registerClient(request, { name: 'Sam Second' });

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#notifications');
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No notifications' })).toBeVisible();

    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Type').selectOption('payment_due');
    await expect(page.getByRole('heading', { name: 'No notifications' })).toBeVisible();
    await page.getByLabel('Type').selectOption('other');
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Mark All as Read' }).click();
    await expect(page.getByRole('heading', { name: 'No notifications' })).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
  });

  test('the bell shows at most 10, caps the badge at 9+ and links to all notifications', async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = createAdmin('Busy Admin');
    for (let i = 0; i < 11; i += 1) await registerClient(request, { name: `Queue Client ${i}` });

    await signIn(page, admin.email, admin.password);
    await expect(page.getByTestId('notification-badge')).toHaveText('9+');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByRole('listitem')).toHaveCount(10);
    await panel.getByRole('link', { name: 'View all notifications' }).click();
    await expect(page).toHaveURL(/#notifications$/);
    await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(11);
  });
});
