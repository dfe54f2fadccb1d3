import { clientByEmail } from './content-helpers';
import { expect, test } from './fixtures';
import { DEMO, apiToken, createAdmin, latestInviteLink, signIn, uniqueEmail } from './helpers';

test.describe('admin clients', () => {
  test('add a client, find it by search (also with a typo), edit it, mark it paid, delete it', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Clients Admin');
    const token = await apiToken(request, admin.email, admin.password);
    // The packages are the billing plans, at their prices (which Settings may have changed).
    const { plans } = (await (
      await request.get('/api/billing/plans/', { headers: { Authorization: `Token ${token}` } })
    ).json()) as { plans: { id: string; price_cents: number }[] };
    const price = (id: string) => plans.find((plan) => plan.id === id)!.price_cents;
    const dollars = (cents: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents % 100 ? 2 : 0,
      }).format(cents / 100);
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#clients');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clients');
    const list = page.getByRole('list', { name: 'Clients' });
    await expect(list.getByRole('listitem').first()).toBeVisible();

    await page.getByRole('button', { name: 'Add New Client' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Client' });
    await expect(form.getByLabel('Monthly fee (USD)')).toHaveValue(String(price('starter') / 100));
    await expect(form.getByLabel('Package')).toHaveValue('starter');
    // Required fields are checked before any request.
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();

    const email = uniqueEmail('quokka');
    await form.getByLabel('Name').fill('Quentin Quokka');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company').fill('Quokka Bakery');
    await form.getByLabel('Package').selectOption('pro');
    await expect(form.getByLabel('Monthly fee (USD)')).toHaveValue(String(price('pro') / 100));
    await form.getByLabel('Instagram').check();
    await form.getByLabel('TikTok').check();
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Quentin Quokka added.')).toBeVisible();

    const search = page.getByLabel('Search clients');
    await search.fill('Quokk');
    // Prefix search, best match first.
    await expect(list.getByRole('listitem').first()).toHaveAccessibleName('Quentin Quokka');
    const card = list.getByRole('listitem', { name: 'Quentin Quokka' });
    await expect(card).toContainText('Quokka Bakery');
    await expect(card).toContainText(dollars(price('pro')));
    await search.fill('Quentn');
    await expect(list.getByRole('listitem').first()).toHaveAccessibleName('Quentin Quokka');
    await search.fill('zzzz-no-such-client');
    await expect(page.getByRole('heading', { name: 'No matching clients' })).toBeVisible();
    await search.fill('Quentin Quokka');
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Actions for Quentin Quokka' }).click();
    await card.getByRole('button', { name: 'Edit Client' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Client' });
    await edit.getByLabel('Company').fill('Quokka Patisserie');
    await edit.getByLabel('Status', { exact: true }).selectOption('paused');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('Quokka Patisserie');
    await expect(card).toContainText('Paused');

    // The payment status follows the invoices: an open one offers Mark Paid, which pays it after naming it.
    await expect(card.getByRole('button', { name: /Mark Paid/ })).toHaveCount(0);
    const found = await clientByEmail(request, token, email);
    const invoice = await request.post('/api/invoices/', {
      headers: { Authorization: `Token ${token}` },
      data: { client: found.id, amount: 99, due_date: '2030-01-01' },
    });
    expect(invoice.status(), await invoice.text()).toBe(201);
    const number = (await invoice.json()).invoice_number as string;
    await page.reload();
    await page.getByLabel('Search clients').fill('Quentin Quokka');
    await card.getByRole('button', { name: 'Mark Paid for Quentin Quokka' }).click();
    const markPaid = page.getByRole('dialog', { name: 'Mark Quentin Quokka as paid?' });
    await expect(markPaid).toContainText(number);
    await markPaid.getByRole('button', { name: 'Mark invoice paid' }).click();
    await expect(markPaid).toBeHidden();
    await expect(card).toContainText('Paid');
    await expect(card.getByRole('button', { name: /Mark Paid/ })).toHaveCount(0);

    await card.getByRole('button', { name: 'Stats for Quentin Quokka' }).click();
    const stats = page.getByRole('dialog', { name: 'Quentin Quokka stats' });
    await expect(stats).toContainText(dollars(price('pro')));
    await expect(stats.getByText('Open tasks')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(stats).toBeHidden();

    await page.reload();
    await page.getByLabel('Search clients').fill('Quentin');
    await expect(card).toContainText('Quokka Patisserie');

    await card.getByRole('button', { name: 'Actions for Quentin Quokka' }).click();
    await card.getByRole('button', { name: 'Delete Client' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Quentin Quokka?' });
    await expect(confirm).toContainText('Are you sure you want to delete this client?');
    await confirm.getByRole('button', { name: 'Delete Client' }).click();
    await expect(page.getByRole('heading', { name: 'No matching clients' })).toBeVisible();
  });

  test("the server's 422 field errors land on the right inputs", async ({ page }) => {
    const admin = createAdmin('Dup Admin');
    await signIn(page, admin.email, admin.password);
    // The server's own checks are covered by the Rust tests; here the answer's shape is what matters.
    await page.route('**/api/clients/', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'Check the highlighted fields.',
              message: 'Check the highlighted fields.',
              code: 'validation_error',
              fields: { email: ['is already used by another client'], company: ['is too long'] },
            }),
          })
        : route.continue(),
    );
    await page.goto('/dashboard#clients');
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Client' });
    await form.getByLabel('Name').fill('Twin');
    await form.getByLabel('Email').fill('twin@e2e.test');
    await form.getByLabel('Company').fill('Twin Co');
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(form.getByRole('alert')).toContainText('Check the highlighted fields.');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('is already used by another client');
    await expect(form.getByLabel('Company')).toHaveAccessibleDescription('is too long');
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('More Filters filter by package, payment status and platform', async ({ page, request }) => {
    const admin = createAdmin('Filter Clients Admin');
    // Three clients of its own, found by a tag, so every count below is exact whatever else is on the server.
    const tag = `flt${Date.now().toString(36)}`;
    const token = await apiToken(request, admin.email, admin.password);
    const shapes = [
      { name: `Lina ${tag}`, platforms: ['LinkedIn'], package: 'premium', payment: 'overdue' },
      { name: `Ivo ${tag}`, platforms: ['Instagram'], package: 'premium', payment: 'overdue' },
      { name: `Paz ${tag}`, platforms: ['LinkedIn', 'TikTok'], package: 'starter', payment: 'paid' },
    ];
    const headers = { Authorization: `Token ${token}` };
    for (const { payment, ...shape } of shapes) {
      const created = await request.post('/api/clients/', {
        headers,
        data: { ...shape, email: uniqueEmail('filter'), company: 'Filter Co', monthly_fee: 1500, status: 'active' },
      });
      expect(created.status(), await created.text()).toBe(201);
      // The payment status follows the invoices: one past due, or one paid.
      const invoice = await request.post('/api/invoices/', {
        headers,
        data: { client: (await created.json()).id, amount: 10, due_date: '2020-01-01' },
      });
      expect(invoice.status(), await invoice.text()).toBe(201);
      if (payment === 'paid') {
        const paid = await request.post(`/api/invoices/${(await invoice.json()).id}/mark_paid/`, { headers, data: {} });
        expect(paid.status(), await paid.text()).toBe(200);
      }
    }
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#clients');
    const list = page.getByRole('list', { name: 'Clients' });
    const mine = list.getByRole('listitem', { name: new RegExp(tag) });
    await page.getByLabel('Search clients').fill(tag);
    await expect(mine).toHaveCount(3);
    await page.getByRole('button', { name: /More Filters/ }).click();
    await page.getByLabel('Platform', { exact: true }).selectOption('LinkedIn');
    await expect(mine).toHaveCount(2);
    await expect(list.getByRole('listitem', { name: `Ivo ${tag}` })).toHaveCount(0);
    await page.getByLabel('Package', { exact: true }).selectOption('premium');
    await expect(mine).toHaveCount(1);
    await expect(list.getByRole('listitem', { name: `Lina ${tag}` })).toBeVisible();
    await page.getByLabel('Payment status', { exact: true }).selectOption('paid');
    await expect(page.getByRole('heading', { name: 'No matching clients' })).toBeVisible();
    await page.getByLabel('Payment status', { exact: true }).selectOption('overdue');
    await expect(list.getByRole('listitem', { name: `Lina ${tag}` })).toBeVisible();
    await page.getByLabel('Filter by status').selectOption('pending');
    await expect(page.getByRole('heading', { name: 'No matching clients' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page.getByLabel('Search clients')).toHaveValue('');
    await expect(mine).toHaveCount(3);
  });

  test('invite a client, accept on /auth?invite=, land on the client dashboard', async ({ page, browser }) => {
    const admin = createAdmin('Invite Admin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#clients?add=1');
    const form = page.getByRole('dialog', { name: 'Add New Client' });
    const email = uniqueEmail('invitee');
    await form.getByLabel('Name').fill('Iris Invitee');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company').fill('Iris Florals');
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(/#clients$/);

    await page.getByLabel('Search clients').fill('Iris Invitee');
    const card = page.getByRole('list', { name: 'Clients' }).getByRole('listitem', { name: 'Iris Invitee' });
    await card.getByRole('button', { name: 'Invite to portal for Iris Invitee' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(card).toContainText('Invitation pending');

    const link = latestInviteLink(email);
    const guest = await browser.newContext();
    const invitee = await guest.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await expect(invitee.getByText(email).first()).toBeVisible();
    await expect(invitee.getByText(/Iris Florals/)).toBeVisible();
    await invitee.getByLabel('New password').fill('short');
    await invitee.getByLabel('Confirm password').fill('short');
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(invitee.getByText('Password must be at least 8 characters')).toBeVisible();
    await invitee.getByLabel('New password').fill('iris-pass-123');
    await invitee.getByLabel('Confirm password').fill('iris-pass-123');
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(invitee).toHaveURL(/\/dashboard/);
    await expect(invitee.getByRole('heading', { name: /Welcome( back)?, Iris/ })).toBeVisible();
    await expect(
      invitee.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Billing' }),
    ).toBeVisible();

    // The link is spent.
    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await expect(again.getByRole('alert')).toBeVisible();
    await guest.close();

    await page.reload();
    await page.getByLabel('Search clients').fill('Iris Invitee');
    await expect(card).toContainText('Portal access');
    await expect(card.getByRole('button', { name: /Invite to portal/ })).toHaveCount(0);
  });

  test('a client user cannot reach the admin screens', async ({ page }) => {
    await signIn(page, DEMO.client.email, DEMO.client.password);
    for (const hash of ['clients', 'tasks']) {
      await page.goto(`/dashboard#${hash}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
      await expect(page.getByRole('list', { name: 'Clients' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'New Task' })).toHaveCount(0);
    }
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Clients' }),
    ).toHaveCount(0);
  });
});
