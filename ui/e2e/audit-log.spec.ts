import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { apiToken, createAdmin, DEMO, registerClient, signIn, uniqueEmail, type Schemas } from './helpers';

// Settings › Audit log (issue 28): an invoice marked paid on the Invoices screen is found in the log with
// who, when and its changes; a client's owner reads its own company's entries only; the CSV carries the
// list's filters.

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function createInvoice(request: APIRequestContext, token: string) {
  const client = await request.post('/api/clients/', {
    headers: auth(token),
    data: {
      name: 'Ledger Lane',
      email: uniqueEmail('audited'),
      company: 'Ledger Lane Ltd',
      package: 'starter',
      monthly_fee: 900,
      status: 'active',
      platforms: ['Instagram'],
      next_payment: null,
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  const invoice = await request.post('/api/invoices/', {
    headers: auth(token),
    data: { client: (await client.json()).id, amount: 320, due_date: '2030-01-01', description: 'Audit shoot' },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return (await invoice.json()) as Schemas['Invoice'];
}

async function openAuditLog(page: Page): Promise<Locator> {
  await page.goto('/dashboard#settings');
  const section = page.getByTestId('audit-log');
  await expect(section.getByRole('heading', { name: 'Audit log', level: 2 })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  return section;
}

/**
 * The section alone, at 1280 and 390 px wide: cut from the whole page taken from the top, so the sticky header
 * stays above it instead of over it.
 */
async function shoot(page: Page, section: Locator, name: string) {
  mkdirSync(artifacts, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    const box = (await section.boundingBox())!;
    await page.screenshot({
      path: path.join(artifacts, `audit-log-${name}-${width}.png`),
      fullPage: true,
      clip: { x: 0, y: Math.max(0, box.y - 8), width, height: box.height + 16 },
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('audit log', () => {
  test('an invoice marked paid is in the log: who, when, pending → paid; the CSV follows the filters', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Audrey Auditor');
    const token = await apiToken(request, admin.email, admin.password);
    const invoice = await createInvoice(request, token);

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#invoices');
    await page.getByLabel('Search invoices').fill(invoice.invoice_number);
    const row = page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row', { name: new RegExp(invoice.invoice_number) });
    await row.getByRole('button', { name: 'Mark as Paid' }).click();
    await page
      .getByRole('dialog', { name: `Mark ${invoice.invoice_number} as paid` })
      .getByRole('button', { name: 'Record payment' })
      .click();
    await expect(page.getByText(`${invoice.invoice_number} marked as paid.`)).toBeVisible();

    const section = await openAuditLog(page);
    await section.getByLabel('Action').selectOption({ label: 'Invoice marked paid' });
    const table = section.getByRole('table', { name: 'Audit log entries' });
    const entry = table.getByTestId('audit-entry').filter({ hasText: invoice.invoice_number });
    await expect(entry).toHaveCount(1);
    await expect(table.getByTestId('audit-entry').filter({ hasNotText: 'Invoice marked paid' })).toHaveCount(0);
    await expect(entry).toContainText('Audrey Auditor');
    // The agency's people are recorded with their staff role since roles came (an admin created by the CLI is an owner).
    await expect(entry).toContainText('Owner');
    await expect(entry).toContainText('Invoice marked paid');
    await expect(entry.locator('time')).toContainText(/just now|minute/i);
    // The exact time, in the browser's zone, on hover.
    await expect(entry.locator('time')).toHaveAttribute('title', /\d{1,2}:\d{2}:\d{2}/);
    await expect(entry.getByRole('link', { name: invoice.invoice_number })).toHaveAttribute(
      'href',
      '/dashboard#invoices',
    );

    await entry.getByRole('button', { name: /Changes/ }).click();
    const status = table.getByTestId('audit-change').filter({ hasText: 'Status' });
    await expect(status).toHaveText(/Status\s*from pending\s*to paid/);
    await expect(entry.getByRole('button', { name: /Changes/ })).toHaveAttribute('aria-expanded', 'true');
    await shoot(page, section, 'admin');

    // The CSV, with the same filter.
    const downloading = page.waitForEvent('download');
    const asked = page.waitForRequest((r) => r.url().includes('/api/audit-log/export/'));
    await section.getByRole('button', { name: 'Export CSV' }).click();
    expect(new URL((await asked).url()).searchParams.get('action')).toBe('invoice_paid');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^atrium-audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('id,at,')).toBe(true);
    expect(csv).toContain(invoice.invoice_number);
    expect(csv).not.toContain('sign_in');
  });

  test("a client's owner reads its own company's entries, and not another client's", async ({ page, request }) => {
    // Another client signs in first: its entry must not show.
    await apiToken(request, DEMO.client.email, DEMO.client.password);
    const owner = await registerClient(request, { name: 'Olive Owner', company: 'Olive Grove Co' });
    const me = await request.get('/api/auth/me/', {
      headers: auth(await apiToken(request, owner.email, owner.password)),
    });
    expect(((await me.json()) as Schemas['UserView']).seat).toBe('owner');

    await signIn(page, owner.email, owner.password);
    const section = await openAuditLog(page);
    // No client picker: the server reads its own company's entries only.
    await expect(section.getByLabel('Client')).toHaveCount(0);
    const entries = section.getByRole('table', { name: 'Audit log entries' }).getByTestId('audit-entry');
    await expect(entries.filter({ hasText: 'Signed in' }).first()).toContainText('Olive Owner');
    await expect(entries.filter({ hasText: 'Signed in' }).first()).toContainText('Client owner');
    await expect(section).not.toContainText('Maya Chen');
    await expect(section).not.toContainText(DEMO.client.email);
    const count = await entries.count();
    expect(count).toBeGreaterThan(0);
    for (const text of await entries.allInnerTexts()) expect(text).not.toContain('Alex Morgan');

    await section.getByLabel('Action').selectOption({ label: 'Signed in' });
    await expect(entries.filter({ hasNotText: 'Signed in' })).toHaveCount(0);
    await shoot(page, section, 'client-owner');
  });
});
