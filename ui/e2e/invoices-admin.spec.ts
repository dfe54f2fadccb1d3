import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  apiToken,
  createAdmin,
  registerClient,
  seriousViolations,
  signIn,
  snapshot,
  uniqueEmail,
  type Schemas,
  outbox,
} from './helpers';

// The admin's side of billing (issue 14, point 6) against the real server: the Invoices screen, the
// overview's New Invoice and Recent Invoices, the Pending Verifications modal in Clients, the Plans card.

const PDF_PATH = '/tmp/admininv.pdf';
const PNG_PREFIX = '/tmp/admininv';

const auth = (token: string) => ({ Authorization: `Token ${token}` });

type Invoice = Schemas['Invoice'];

/** A client of its own (no portal account), so the outbox and its invoices concern this test only. */
async function createClient(request: APIRequestContext, token: string, name: string) {
  const email = uniqueEmail('billed');
  const response = await request.post('/api/clients/', {
    headers: auth(token),
    data: {
      name,
      email,
      company: `${name} Ltd`,
      package: 'starter',
      monthly_fee: 1500,
      status: 'active',
      platforms: ['Instagram'],
      next_payment: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...((await response.json()) as { id: number; name: string }), email };
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await snapshot(page, `invoices-admin-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The amounts of the table's rows, in cents, top to bottom. */
async function rowAmounts(page: Page): Promise<number[]> {
  const cells = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr td:nth-child(3)');
  return (await cells.allInnerTexts()).map((text) => Math.round(Number(text.replace(/[$,]/g, '')) * 100));
}

const isSorted = (values: number[], descending: boolean) =>
  values.every((value, i) => i === 0 || (descending ? values[i - 1]! >= value : values[i - 1]! <= value));

test.describe('admin invoices', () => {
  test('create an invoice, remind the client (the mail goes out), mark it paid, download its PDF', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Ledger Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const client = await createClient(request, token, 'Quill Bookshop');

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#invoices');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Invoices');
    // The cards show the server's summary in whole dollars.
    const summary = await (await request.get('/api/invoices/summary/', { headers: auth(token) })).json();
    await expect(page.getByText('Total Invoiced')).toBeVisible();
    await expect(page.getByText(`${summary.total_count} invoices`, { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // New Invoice: the form checks before sending, then the server numbers the invoice.
    await page.getByRole('button', { name: 'New Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Invoice' });
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(dialog.getByText('Client is required')).toBeVisible();
    await expect(dialog.getByText('Amount is required')).toBeVisible();
    await dialog.getByLabel('Client').selectOption({ label: `${client.name} (${client.name} Ltd)` });
    await dialog.getByLabel('Amount (USD)').fill('1234.567');
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(dialog.getByText('Use at most two decimals (cents)')).toBeVisible();
    await dialog.getByLabel('Amount (USD)').fill('1234.56');
    await dialog.getByLabel('Description').fill('Quarterly strategy workshop');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/invoices/') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    const createdResponse = await created;
    expect(createdResponse.status(), await createdResponse.text()).toBe(201);
    const invoice = (await createdResponse.json()) as Invoice;
    expect(invoice.invoice_number).toMatch(/^INV-\d{4}-\d{4,}$/);
    expect(invoice.amount_cents).toBe(123456);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${invoice.invoice_number} for $1,234.56 created for ${client.name}.`)).toBeVisible();

    // Found by its number; the row shows cents.
    await page.getByLabel('Search invoices').fill(invoice.invoice_number);
    const table = page.getByRole('table', { name: 'Invoices' });
    const row = table.getByRole('row', { name: new RegExp(invoice.invoice_number) });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText('$1,234.56');
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(client.name);

    // A reminder really goes out (after a yes): the confirmation names the address and the time, and the mail
    // is there.
    await row.getByRole('button', { name: 'Send Reminder' }).click();
    const ask = page.getByRole('dialog', { name: `Send a reminder for ${invoice.invoice_number}?` });
    await ask.getByRole('button', { name: 'Send Reminder' }).click();
    const sent = page.getByRole('dialog', { name: 'Reminder sent' });
    await expect(sent).toContainText(client.email);
    await expect(sent).toContainText(invoice.invoice_number);
    await expect(sent.locator('time')).toHaveText(/\d{1,2}:\d{2}\s?[AP]M/);
    await shoot(page, 'reminder-sent');
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(sent).toBeHidden();
    const mails = outbox(client.email, 5);
    const mail = mails.at(-1);
    expect(mail, `a reminder in the outbox for ${client.email}`).toBeTruthy();
    expect(`${mail!.subject}\n${mail!.body}`).toContain(invoice.invoice_number);
    expect(mail!.body).toContain('1,234.56');
    await expect(row).toContainText(/Reminded (just now|\d+ minutes? ago)/);

    // A second reminder the same day waits: the dialog says until when and does not send.
    await row.getByRole('button', { name: 'Send Reminder' }).click();
    await expect(ask.getByText(/A reminder went out in the last 24 hours; the next can go/)).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Send Reminder' })).toBeDisabled();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Reminder sent' })).toBeHidden();

    // Mark as Paid (today, the balance): the row, the figures and Recent Payments follow.
    await row.getByRole('button', { name: 'Mark as Paid' }).click();
    await page
      .getByRole('dialog', { name: `Mark ${invoice.invoice_number} as paid` })
      .getByRole('button', { name: 'Record payment' })
      .click();
    await expect(page.getByText(`${invoice.invoice_number} marked as paid.`)).toBeVisible();
    await expect(row).toContainText('Paid');
    await expect(row.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Send Reminder' })).toHaveCount(0);
    await expect(
      page.getByRole('list', { name: 'Recent payments' }).getByRole('listitem').first(),
    ).toHaveAccessibleName(`${invoice.invoice_number}, ${client.name}`);
    const stored = (await (
      await request.get(`/api/invoices/${invoice.id}/`, { headers: auth(token) })
    ).json()) as Invoice;
    expect(stored.status).toBe('paid');
    expect(stored.paid_at).toBeTruthy();

    // The PDF, saved under the invoice number; its first page is rendered for looking at.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${invoice.invoice_number}.pdf`);
    rmSync(PDF_PATH, { force: true });
    await file.saveAs(PDF_PATH);
    const bytes = readFileSync(PDF_PATH);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    try {
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', PDF_PATH, PNG_PREFIX]);
      expect(existsSync(`${PNG_PREFIX}-1.png`)).toBe(true);
    } catch (error) {
      // The rendering is for a person to look at; a machine without poppler still checks the file itself.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }

    await page.getByLabel('Search invoices').fill('');
    await expect
      .poll(() => page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').count())
      .toBeGreaterThan(1);
    await shoot(page, 'screen');
  });

  test('the table sorts on the server, toggles on a second click, and filters by status', async ({ page, request }) => {
    const admin = createAdmin('Sorting Admin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#invoices');
    const table = page.getByRole('table', { name: 'Invoices' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const dueHeader = table.getByRole('columnheader', { name: /Due Date/ });
    await expect(dueHeader).toHaveAttribute('aria-sort', 'descending');

    const sorted = (param: string) =>
      page.waitForResponse((r) => r.url().includes('/api/invoices/?') && r.url().includes(`sort=${param}`));
    const amountHeader = table.getByRole('columnheader', { name: /Amount/ });
    let answer = sorted('-amount');
    await amountHeader.getByRole('button').click();
    await answer;
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(dueHeader).toHaveAttribute('aria-sort', 'none');
    await expect.poll(async () => isSorted(await rowAmounts(page), true)).toBe(true);
    answer = sorted('amount');
    await amountHeader.getByRole('button').click();
    await answer;
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => isSorted(await rowAmounts(page), false)).toBe(true);

    // Status in the spec's order: paid, pending, overdue; then the other way round.
    const statusHeader = table.getByRole('columnheader', { name: /Status/ });
    const rank = { Paid: 0, Pending: 1, Overdue: 2 } as const;
    const statuses = async () =>
      (await table.locator('tbody tr td:nth-child(5) > span:first-child').allInnerTexts()).map(
        (text) => rank[text.trim() as keyof typeof rank],
      );
    answer = sorted('status');
    await statusHeader.getByRole('button').click();
    await answer;
    await expect.poll(async () => isSorted(await statuses(), false)).toBe(true);
    answer = sorted('-status');
    await statusHeader.getByRole('button').click();
    await answer;
    await expect.poll(async () => isSorted(await statuses(), true)).toBe(true);

    // The status filter: only overdue rows, matching the server's count.
    const token = await apiToken(request, admin.email, admin.password);
    const overdue = await (
      await request.get('/api/invoices/?status=overdue&page_size=1', { headers: auth(token) })
    ).json();
    await page.getByLabel('Status', { exact: true }).selectOption('overdue');
    if (overdue.count > 0) {
      await expect(page.getByText(new RegExp(`of ${overdue.count}\\b`))).toBeVisible();
      await expect.poll(async () => new Set(await statuses()).size).toBe(1);
      expect((await statuses())[0]).toBe(rank.Overdue);
    } else {
      await expect(page.getByRole('heading', { name: 'No matching invoices' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('all');
  });

  test("the overview's New Invoice opens the same dialog and Recent Invoices is live", async ({ page, request }) => {
    const admin = createAdmin('Overview Biller');
    const token = await apiToken(request, admin.email, admin.password);
    const client = await createClient(request, token, 'Marlow Florist');

    await signIn(page, admin.email, admin.password);
    const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Recent Invoices' }) });
    const table = panel.getByRole('table', { name: 'Recent invoices' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    for (const column of ['Invoice', 'Client', 'Amount', 'Due Date', 'Status', 'Actions'])
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(5);

    await page.getByRole('button', { name: 'New Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Invoice' });
    await dialog.getByLabel('Client').selectOption({ label: `${client.name} (${client.name} Ltd)` });
    await dialog.getByLabel('Amount (USD)').fill('80.10');
    // Due furthest ahead, so it is first in the panel's order (due date, latest first).
    const next = new Date();
    const farDay = `${next.getFullYear() + 5}-12-31`;
    await dialog.getByLabel('Due date').fill(farDay);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/invoices/') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    const invoice = (await (await created).json()) as Invoice;
    await expect(dialog).toBeHidden();

    const row = table.getByRole('row', { name: new RegExp(invoice.invoice_number) });
    await expect(row).toContainText('$80.10');
    await expect(row).toContainText('Pending');
    // The overview offers Mark as Paid and Download; reminders live on the Invoices screen.
    await expect(row.getByRole('button', { name: 'Send Reminder' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Mark as Paid' }).click();
    await page
      .getByRole('dialog', { name: `Mark ${invoice.invoice_number} as paid` })
      .getByRole('button', { name: 'Record payment' })
      .click();
    await expect(row).toContainText('Paid');
    await expect(row.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await shoot(page, 'overview');
  });

  test('Pending Verifications: the plan is required, approve with a plan, reject with a reason', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Verifying Admin');
    const adminToken = await apiToken(request, admin.email, admin.password);
    const submit = async (name: string, plan: string, amount: number) => {
      const who = await registerClient(request, { name, company: `${name} Co` });
      const token = await apiToken(request, who.email, who.password);
      const response = await request.post('/api/billing/submit-verification/', {
        headers: auth(token),
        data: { plan, amount, client_full_name: `${name} Senior` },
      });
      expect(response.status(), await response.text()).toBe(201);
      return { ...who, token };
    };
    const approved = await submit('Petra Approve', 'pro', 250);
    const rejected = await submit('Rory Reject', 'starter', 100);

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#clients');
    const { verifications } = await (
      await request.get('/api/admin/pending-verifications/', { headers: auth(adminToken) })
    ).json();
    const opener = page.getByRole('button', { name: `Pending Verifications (${verifications.length})` });
    await opener.click();
    const modal = page.getByRole('dialog', { name: 'Pending Verifications' });
    const item = modal.getByRole('listitem', { name: approved.name, exact: true });
    await expect(item).toContainText(`${approved.name} Senior`);
    await expect(item).toContainText('Pro');
    await expect(item).toContainText('$250.00');
    const plan = item.getByLabel('Plan to approve');
    await expect(plan).toHaveValue('pro');
    await expect(plan.locator('option')).toHaveText(['Choose a plan', /^Starter/, /^Pro/, /^Premium/]);
    await shoot(page, 'verifications');

    // Without a plan: the spec's alert, and nothing is sent.
    await plan.selectOption('');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(item.getByRole('alert')).toHaveText('Please select a plan for approval');

    await plan.selectOption('pro');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(modal.getByText('Payment verification approved successfully!')).toBeVisible();
    await expect(item).toBeHidden();
    const subscription = await (
      await request.get('/api/billing/subscription/', { headers: auth(approved.token) })
    ).json();
    expect(subscription).toMatchObject({ status: 'active', plan: 'pro' });
    const paid = (await (
      await request.get('/api/invoices/', { headers: auth(approved.token) })
    ).json()) as Schemas['Paginated_Invoice'];
    expect(paid.results.some((one) => one.status === 'paid' && one.amount_cents === 25000)).toBe(true);

    // Reject asks for a reason, which the client then reads.
    const other = modal.getByRole('listitem', { name: rejected.name, exact: true });
    await other.getByRole('button', { name: 'Reject' }).click();
    await other.getByRole('button', { name: 'Reject payment' }).click();
    await expect(other.getByText(/Please give a reason/)).toBeVisible();
    await other.getByLabel('Reason for rejecting').fill('No transfer with this name reached the account.');
    await other.getByRole('button', { name: 'Reject payment' }).click();
    await expect(
      modal.getByText(`Payment verification from ${rejected.name} rejected.`, { exact: false }),
    ).toBeVisible();
    await expect(other).toBeHidden();
    const refused = await (await request.get('/api/billing/subscription/', { headers: auth(rejected.token) })).json();
    expect(refused.last_rejection?.reason).toBe('No transfer with this name reached the account.');

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: /^Pending Verifications \(\d+\)$/ })).toBeVisible();
  });

  test('the Plans card edits a plan, and making one recommended takes the mark off the others', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Plans Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const before = (
      (await (await request.get('/api/billing/plans/', { headers: auth(token) })).json()) as Schemas['PlanList']
    ).plans;
    const starter = before.find((plan) => plan.id === 'starter')!;
    try {
      await signIn(page, admin.email, admin.password);
      await page.goto('/dashboard#settings');
      const form = page.getByRole('form', { name: `${starter.name} plan` });
      await expect(form.getByLabel('Price per month (USD)')).toHaveValue(starter.price.toFixed(2));
      await expect(form.getByLabel('Features')).toHaveValue(starter.features.join('\n'));
      await form.getByLabel('Price per month (USD)').fill('0');
      await form.getByRole('button', { name: `Save ${starter.name}` }).click();
      await expect(form.getByText('Price must be more than 0')).toBeVisible();

      await form.getByLabel('Price per month (USD)').fill('120.50');
      await form.getByLabel('Features').fill(`${starter.features.join('\n')}\n\n  Weekly check-in call  \n`);
      await form.getByLabel(/Recommended/).check();
      await form.getByRole('button', { name: `Save ${starter.name}` }).click();
      await expect(form.getByText(`${starter.name} saved.`)).toBeVisible();
      const after = (
        (await (await request.get('/api/billing/plans/', { headers: auth(token) })).json()) as Schemas['PlanList']
      ).plans;
      expect(after.find((plan) => plan.id === 'starter')).toMatchObject({
        price: 120.5,
        features: [...starter.features, 'Weekly check-in call'],
        recommended: true,
      });
      expect(after.filter((plan) => plan.recommended).map((plan) => plan.id)).toEqual(['starter']);
      // The other plans' forms follow the server.
      await expect(page.getByRole('form', { name: /^Pro plan$/ }).getByLabel(/Recommended/)).not.toBeChecked();
      await page.getByRole('heading', { name: 'Plans' }).scrollIntoViewIfNeeded();
      await shoot(page, 'plans');
    } finally {
      // Other specs read the seeded plans: put them back as they were.
      for (const plan of before) {
        const { id, name, price, features, recommended } = plan;
        await request.patch(`/api/billing/plans/${id}/`, {
          headers: auth(token),
          data: { name, price, features, recommended },
        });
      }
    }
  });
});
