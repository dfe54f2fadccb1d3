import { clientByEmail } from './content-helpers';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { apiToken, createAdmin, registerClient, signIn, snapshot, uniqueEmail, type Schemas, outbox } from './helpers';

// Money agrees on every screen (issue 24, point 2): a client's payment status comes from its invoices, one plan
// catalogue, cents never rounded away, Mark as Paid records a day and an amount, reminders confirm and wait a
// day, and the client's Billing page leads to the transfer view of each open invoice.

const auth = (token: string) => ({ Authorization: `Token ${token}` });

type Invoice = Schemas['Invoice'];

type Plan = Schemas['Plan'];

const usd = (cents: number, always = false) => {
  const text = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    cents / 100,
  );
  return !always && cents % 100 === 0 ? text.slice(0, -3) : text;
};

function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await snapshot(page, `money-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function newClient(request: APIRequestContext, token: string, name: string, extra: Record<string, unknown> = {}) {
  const response = await request.post('/api/clients/', {
    headers: auth(token),
    data: { name, email: uniqueEmail('money'), company: `${name} Ltd`, platforms: ['Instagram'], ...extra },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string; email: string };
}

async function newInvoice(request: APIRequestContext, token: string, client: number, amount: string, due: string) {
  const response = await request.post('/api/invoices/', {
    headers: auth(token),
    data: { client, amount, due_date: due, description: 'Monthly management' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Invoice;
}

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The value of a stat card, by its label. */
function statValue(page: Page, label: string) {
  return page.locator('p', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::p[1]');
}

function clientCard(page: Page, name: string) {
  return page.getByRole('list', { name: 'Clients' }).getByRole('listitem', { name, exact: true });
}

async function openClient(page: Page, name: string) {
  await page.goto('/dashboard#clients');
  await page.getByLabel('Search clients').fill(name);
  await expect(clientCard(page, name)).toBeVisible();
  return clientCard(page, name);
}

function invoiceRow(page: Page, number: string) {
  return page.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: new RegExp(number) });
}

async function openInvoice(page: Page, number: string) {
  await page.goto('/dashboard#invoices');
  await page.getByLabel('Search invoices').fill(number);
  await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')).toHaveCount(1);
  return invoiceRow(page, number);
}

test.describe('money agrees on every screen', () => {
  test('Mark Paid on a client card names its open invoices and pays them, and the card and Invoices agree', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Card Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const client = await newClient(request, token, 'Jonas Card');
    const late = await newInvoice(request, token, client.id, '100', day(-5));
    const open = await newInvoice(request, token, client.id, '1250.50', day(10));

    await signIn(page, admin.email, admin.password);
    const card = await openClient(page, client.name);
    await expect(card).toContainText('Overdue');
    await card.getByRole('button', { name: `Mark Paid for ${client.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Mark ${client.name} as paid?` });
    const listed = dialog.getByRole('list', { name: 'Open invoices' }).getByRole('listitem');
    await expect(listed).toHaveCount(2);
    await expect(listed.nth(0)).toContainText(late.invoice_number);
    await expect(listed.nth(0)).toContainText('$100.00');
    await expect(listed.nth(1)).toContainText(open.invoice_number);
    await expect(listed.nth(1)).toContainText('$1,250.50');
    await expect(dialog).toContainText('Total: $1,350.50');
    await shoot(page, 'client-mark-paid');

    // Cancel sends nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await getJson<Invoice>(request, token, `/api/invoices/${late.id}/`)).status).toBe('overdue');

    await card.getByRole('button', { name: `Mark Paid for ${client.name}` }).click();
    await dialog.getByRole('button', { name: 'Mark 2 invoices paid' }).click();
    await expect(
      page.getByText(`${client.name}: ${late.invoice_number}, ${open.invoice_number} marked as paid.`),
    ).toBeVisible();
    await expect(card).toContainText('Paid');
    await expect(card.getByRole('button', { name: `Mark Paid for ${client.name}` })).toHaveCount(0);

    // Invoices says the same as the card.
    for (const invoice of [late, open]) {
      const row = await openInvoice(page, invoice.invoice_number);
      await expect(row).toContainText('Paid');
      await expect(row.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);
      const stored = await getJson<Invoice>(request, token, `/api/invoices/${invoice.id}/`);
      expect(stored.paid_amount_cents).toBe(invoice.amount_cents);
    }

    // A client with nothing open has no Mark Paid at all.
    const quiet = await newClient(request, token, 'Nadia Nothing');
    const quietCard = await openClient(page, quiet.name);
    await expect(quietCard).toContainText('Payment pending');
    await expect(quietCard.getByRole('button', { name: `Mark Paid for ${quiet.name}` })).toHaveCount(0);
  });

  test('one plan catalogue: add-client offers the billing plans at their prices, and the new client is on it', async ({
    page,
    browser,
    request,
  }) => {
    const admin = createAdmin('Catalogue Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const { plans } = await getJson<{ plans: Plan[] }>(request, token, '/api/billing/plans/');

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#clients');
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Client' });
    const packages = form.getByLabel('Package');
    await expect(packages.locator('option')).toHaveText(
      plans.map((plan) => `${plan.name} (${usd(plan.price_cents)}/mo)`),
    );
    const starter = plans.find((plan) => plan.id === 'starter')!;
    const pro = plans.find((plan) => plan.id === 'pro')!;
    await expect(form.getByLabel('Monthly fee (USD)')).toHaveValue(String(starter.price_cents / 100));
    await expect(form.getByLabel('Payment status')).toHaveCount(0);
    await packages.selectOption('pro');
    await expect(form.getByLabel('Monthly fee (USD)')).toHaveValue(String(pro.price_cents / 100));
    const name = `Priya Plan ${Date.now().toString(36)}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(uniqueEmail('plan'));
    await form.getByLabel('Company').fill('Plan Co');
    await shoot(page, 'add-client');
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(form).toBeHidden();
    const card = clientCard(page, name);
    await page.getByLabel('Search clients').fill(name);
    await expect(card).toContainText(pro.name);
    await expect(card).toContainText(usd(pro.price_cents));

    // The same plans, same prices, on a client's Billing page.
    const who = await registerClient(request, { name: 'Cata Client', company: 'Cata Co' });
    const other = await browser.newContext();
    const clientPage = await other.newPage();
    await signIn(clientPage, who.email, who.password);
    await clientPage.goto('/dashboard#billing');
    for (const plan of plans) {
      await expect(clientPage.getByRole('button', { name: `Choose ${plan.name}` })).toBeVisible();
      await expect(clientPage.getByText(`${usd(plan.price_cents)}`, { exact: false }).first()).toBeVisible();
    }
    await other.close();
  });

  test('Overview and Clients show one Monthly Revenue, and summary cards keep the cents', async ({ page, request }) => {
    const admin = createAdmin('Figures Admin');
    const token = await apiToken(request, admin.email, admin.password);
    // Whatever the server holds already, this makes both figures end in 50 cents.
    const before = await getJson<{ total_revenue: number }>(request, token, '/api/dashboard/stats/');
    const feeCents = 100_000 + ((150 - (Math.round(before.total_revenue * 100) % 100)) % 100);
    await newClient(request, token, 'Rhea Revenue', { monthly_fee: (feeCents / 100).toFixed(2), status: 'active' });
    const summaryBefore = await getJson<{ pending_amount_cents: number }>(request, token, '/api/invoices/summary/');
    const dueCents = 125_000 + ((150 - (summaryBefore.pending_amount_cents % 100)) % 100);
    const billed = await newClient(request, token, 'Pablo Pending');
    await newInvoice(request, token, billed.id, (dueCents / 100).toFixed(2), day(20));

    const stats = await getJson<{ total_revenue: number }>(request, token, '/api/dashboard/stats/');
    const revenueCents = Math.round(stats.total_revenue * 100);
    const summary = await getJson<{ pending_amount_cents: number; total_amount_cents: number }>(
      request,
      token,
      '/api/invoices/summary/',
    );
    expect(revenueCents % 100).toBe(50);
    expect(summary.pending_amount_cents % 100).toBe(50);
    const revenue = usd(revenueCents);

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#overview');
    await expect(statValue(page, 'Monthly Revenue')).toHaveText(revenue);
    await shoot(page, 'overview');

    await page.goto('/dashboard#clients');
    await expect(statValue(page, 'Monthly Revenue')).toHaveText(revenue);

    await page.goto('/dashboard#invoices');
    await expect(statValue(page, 'Pending')).toHaveText(usd(summary.pending_amount_cents));
    await expect(statValue(page, 'Total Invoiced')).toHaveText(usd(summary.total_amount_cents));
    await shoot(page, 'invoice-cards');

    // The server gives the exact figure in cents, so no screen works it out from a float.
    const exact = await getJson<{ total_revenue_cents: number }>(request, token, '/api/dashboard/stats/');
    expect(exact.total_revenue_cents).toBe(revenueCents);
  });

  test('Mark as Paid asks for the payment day and amount, takes up to the balance, and records them', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Payment Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const client = await newClient(request, token, 'Paula Payment');
    const invoice = await newInvoice(request, token, client.id, '1250.50', day(-3));

    await signIn(page, admin.email, admin.password);
    const row = await openInvoice(page, invoice.invoice_number);
    await row.getByRole('button', { name: 'Mark as Paid' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark ${invoice.invoice_number} as paid` });
    const date = dialog.getByLabel('Payment date');
    const amount = dialog.getByLabel('Amount received (USD)');
    await expect(amount).toHaveValue('1250.50');
    const today = await date.inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today <= day(0)).toBe(true);
    await shoot(page, 'mark-as-paid');

    // Less than the balance is a part payment (issue 29): the dialog says what stays open; more is refused.
    await amount.fill('1000');
    await expect(dialog.getByText('A part payment: $250.50 stays open.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Record part payment' })).toBeVisible();
    await amount.fill('1300');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByText('More than the balance of $1,250.50')).toBeVisible();
    await amount.fill('1250.50');
    await date.fill(day(2));
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByText('The payment date cannot be in the future')).toBeVisible();
    expect((await getJson<Invoice>(request, token, `/api/invoices/${invoice.id}/`)).status).toBe('overdue');

    const yesterday = day(-1);
    await date.fill(yesterday);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${invoice.invoice_number} marked as paid.`)).toBeVisible();
    await expect(row).toContainText('Paid');
    const stored = await getJson<Invoice>(request, token, `/api/invoices/${invoice.id}/`);
    expect(stored.status).toBe('paid');
    expect(stored.paid_at?.slice(0, 10)).toBe(yesterday);
    expect(stored.paid_amount_cents).toBe(125_050);

    // The server holds the same rules for any caller.
    const again = await request.post(`/api/invoices/${invoice.id}/mark_paid/`, { headers: auth(token), data: {} });
    expect(again.status()).toBe(409);
  });

  test('Send Reminder asks first, sends one mail, and the next waits a day', async ({ page, request }) => {
    const admin = createAdmin('Reminder Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const client = await newClient(request, token, 'Rita Reminder');
    const invoice = await newInvoice(request, token, client.id, '80.25', day(-2));
    const mails = () => outbox(client.email, 50).filter((mail) => mail.subject.includes('reminder')).length;

    await signIn(page, admin.email, admin.password);
    const row = await openInvoice(page, invoice.invoice_number);
    await row.getByRole('button', { name: 'Send Reminder' }).click();
    const ask = page.getByRole('dialog', { name: `Send a reminder for ${invoice.invoice_number}?` });
    await expect(ask).toContainText(client.email);
    await expect(ask).toContainText('$80.25');
    await shoot(page, 'remind-confirm');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    expect(mails()).toBe(0);

    await row.getByRole('button', { name: 'Send Reminder' }).click();
    await ask.getByRole('button', { name: 'Send Reminder' }).click();
    const sent = page.getByRole('dialog', { name: 'Reminder sent' });
    await expect(sent).toContainText(client.email);
    await sent.getByRole('button', { name: 'Done' }).click();
    expect(mails()).toBe(1);

    // Again: the dialog says when the next can go and does not send.
    await row.getByRole('button', { name: 'Send Reminder' }).click();
    await expect(ask.getByText(/A reminder went out in the last 24 hours; the next can go/)).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Send Reminder' })).toBeDisabled();
    await shoot(page, 'remind-wait');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    const direct = await request.post(`/api/invoices/${invoice.id}/remind/`, { headers: auth(token), data: {} });
    expect(direct.status()).toBe(429);
    expect(Number(direct.headers()['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(mails()).toBe(1);
  });

  test("the client's Billing page offers Pay on each open invoice, leading to its transfer view", async ({
    page,
    browser,
    request,
  }) => {
    const admin = createAdmin('Billing Admin');
    const adminToken = await apiToken(request, admin.email, admin.password);
    const who = await registerClient(request, { name: `Bea ${Date.now().toString(36)}`, company: 'Bea Co' });
    const token = await apiToken(request, who.email, who.password);
    const submitted = await request.post('/api/billing/submit-verification/', {
      headers: auth(token),
      data: { plan: 'pro', amount: 250, client_full_name: who.name },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const { verifications } = await getJson<{ verifications: { id: number; client_email: string }[] }>(
      request,
      adminToken,
      '/api/admin/pending-verifications/',
    );
    const verification = verifications.find((item) => item.client_email === who.email)!;
    const approved = await request.post(`/api/admin/approve-verification/${verification.id}/`, {
      headers: auth(adminToken),
      data: { plan_id: 'pro' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const record = await clientByEmail(request, adminToken, who.email);
    expect(record.package).toBe('pro');
    const late = await newInvoice(request, adminToken, record.id, '75.50', day(-4));
    const open = await newInvoice(request, adminToken, record.id, '250', day(12));

    await signIn(page, who.email, who.password);
    await page.goto('/dashboard#billing');
    const lateRow = page.getByRole('listitem').filter({ hasText: late.invoice_number });
    const openRow = page.getByRole('listitem').filter({ hasText: open.invoice_number });
    await expect(lateRow.getByRole('link', { name: `Pay ${late.invoice_number}` })).toBeVisible();
    await expect(openRow.getByRole('link', { name: `Pay ${open.invoice_number}` })).toBeVisible();
    // The plan's own paid invoice has nothing to pay.
    await expect(page.getByRole('link', { name: /^Pay INV/ })).toHaveCount(2);
    await shoot(page, 'billing-pay');

    await lateRow.getByRole('link', { name: `Pay ${late.invoice_number}` }).click();
    await expect(page).toHaveURL(new RegExp(`#billing\\?invoice=${late.id}$`));
    await expect(page.getByRole('heading', { name: `Pay invoice ${late.invoice_number}` })).toBeVisible();
    await expect(page.getByText('$75.50').first()).toBeVisible();
    await shoot(page, 'billing-pay-view');

    // The admin's card for this client names the plan it pays for.
    const other = await browser.newContext();
    const adminPage = await other.newPage();
    await signIn(adminPage, admin.email, admin.password);
    const card = await openClient(adminPage, who.name);
    await expect(card).toContainText('Pro');
    await expect(card).not.toContainText('No plan');
    await other.close();
  });
});
