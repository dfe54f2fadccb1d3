import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { freePort } from './atrium-server';
import { shootRegion } from './content-helpers';
import { atriumEnv, registerClient, snapshot, startOwnServer, uniqueEmail } from './helpers';

// Money across borders (issue 29): the agency switches to EUR with VAT 20 % as its default rate, invoices a
// client in two lines, and the client sees net, VAT, gross and the EPC QR code on its invoice and on a plan's
// bank-transfer view; a credit note then shows on both sides. The currency can only change while no invoice
// exists, and the worker's demo server has invoices (and other specs read it in dollars), so this spec runs
// on a server of its own, on a fresh data dir, removed at the end.

const PDF_PATH = '/tmp/money-borders.pdf';
const PNG_PREFIX = '/tmp/money-borders';

/** How the browser (en-US Chromium) writes euros: the UI formats with Intl as well. */
const eur = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await snapshot(page, `money-borders-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signInAt(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
}

async function token(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('an agency in EUR with VAT 20 %: invoice, QR code, bank transfer and a credit note on both sides', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-money-'));
  const server = await startOwnServer(dataDir, await freePort(), page);
  const base = server.base;
  // The CLI helpers (latestCode for the client's registration) read the worker's data dir from here; this
  // spec's server has its own, put back at the end.
  const workerDataDir = process.env.E2E_ATRIUM_DATA_DIR;
  process.env.E2E_ATRIUM_DATA_DIR = dataDir;
  const request = await playwright.request.newContext({ baseURL: base });
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const owner = { email: uniqueEmail('owner'), password: 'owner-pass-123' };
    execFileSync(
      process.env.E2E_ATRIUM_BIN!,
      ['--data-dir', dataDir, 'admin', 'create', '--email', owner.email, '--name', 'Odile Owner', '--password-stdin'],
      { input: `${owner.password}\n`, env: atriumEnv() },
    );
    const ownerToken = await token(request, owner.email, owner.password);
    const asOwner = { Authorization: `Token ${ownerToken}` };
    // An IBAN, so EUR invoices carry the EPC code.
    const bank = await request.post('/api/admin/bank-settings/', {
      headers: asOwner,
      data: {
        admin_full_name: 'Atrium Studio SARL',
        iban: 'FR14 2004 1010 0505 0001 3M02 606',
        bank_name: 'La Banque Postale',
        swift_code: 'PSSTFRPPPAR',
      },
    });
    expect(bank.status(), await bank.text()).toBe(200);

    await test.step('the owner switches to EUR and makes VAT 20 % the default rate', async () => {
      await signInAt(page, base, owner.email, owner.password);
      await page.goto(`${base}/dashboard#settings`);
      const form = page.getByRole('form', { name: 'Money and tax' });
      await expect(form).toBeVisible();
      const rates = page.getByRole('form', { name: 'Add a tax rate' });
      await rates.getByLabel('Rate name').fill('VAT 20%');
      await rates.getByLabel('Percent').fill('20');
      await rates.getByRole('button', { name: 'Add rate' }).click();
      await expect(page.getByRole('list', { name: 'Tax rates' }).getByText('VAT 20%')).toBeVisible();
      await form.getByLabel('Currency').selectOption('EUR');
      await form.getByLabel('Default tax rate').selectOption({ label: 'VAT 20% (20%)' });
      await form.getByLabel('Your tax id').fill('FR40303265045');
      await form.getByLabel('Street').fill('12 rue de la Paix');
      await form.getByLabel('Postal code').fill('75002');
      await form.getByLabel('Town').fill('Paris');
      await form.getByLabel('Country (two letters)').fill('FR');
      await form.getByRole('button', { name: 'Save money settings' }).click();
      await expect(form.getByText('Money settings saved.')).toBeVisible();
      const money = await (await request.get('/api/money/')).json();
      expect(money).toMatchObject({ currency: 'EUR', exponent: 2 });
      // The card alone: the whole Settings page is many screens tall.
      const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Money & tax' }) });
      await shootRegion(page, card, 'money-borders-settings');
    });

    const client = await registerClient(request, { name: 'Dieter Kunde', company: 'Kunde GmbH' });
    const clients = await request.get('/api/clients/?page_size=100', { headers: asOwner });
    const found = ((await clients.json()) as { results: Array<{ id: number; email: string }> }).results.find(
      (c) => c.email === client.email,
    );
    expect(found, 'the registered client has a client record').toBeTruthy();
    const tax = await request.patch(`/api/clients/${found!.id}/`, {
      headers: asOwner,
      data: { tax_id: 'DE129273398' },
    });
    expect(tax.status(), await tax.text()).toBe(200);

    // Two lines rounded per line: 100.00 + 50.55 net, VAT 20.00 + 10.11, gross 180.66.
    let invoiceNumber = '';
    let invoiceId = 0;
    await test.step('the owner invoices the client in two lines', async () => {
      await page.goto(`${base}/dashboard#invoices`);
      await page.getByRole('button', { name: 'New Invoice' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'New Invoice' });
      await dialog.getByLabel('Client').selectOption(String(found!.id));
      await dialog.getByLabel('Amount (EUR)').fill('100');
      await dialog.getByLabel('Description').fill('Social media management, May');
      await dialog.getByRole('button', { name: 'Add line' }).click();
      await dialog.getByLabel('Line 2 net amount (EUR)').fill('50.55');
      await dialog.getByLabel('Line 2 description').fill('Ads setup');
      await expect(dialog.getByText(eur(15055))).toBeVisible();
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/invoices/') && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Create Invoice' }).click();
      const invoice = (await (await created).json()) as { id: number; invoice_number: string; amount_cents: number };
      invoiceNumber = invoice.invoice_number;
      invoiceId = invoice.id;
      expect(invoice.amount_cents).toBe(18066);

      await page
        .getByRole('button', { name: `Open ${invoiceNumber}` })
        .first()
        .click();
      const detail = page.getByRole('dialog', { name: `Invoice ${invoiceNumber}` });
      await expect(detail.getByText(eur(15055), { exact: true }).first()).toBeVisible();
      await expect(detail.getByText(eur(3011), { exact: true })).toBeVisible();
      await expect(detail.getByText(eur(18066), { exact: true }).first()).toBeVisible();
      await expect(detail.getByText('FR40303265045')).toBeVisible();
      await expect(detail.getByText('DE129273398')).toBeVisible();
      await expect(detail.getByRole('img', { name: 'EPC payment QR code' })).toBeVisible();
      await shoot(page, 'admin-invoice');

      // The PDF as the client gets it, rendered for a person to look at.
      const download = page.waitForEvent('download');
      await detail.getByRole('button', { name: 'Download PDF' }).click();
      const file = await download;
      await file.saveAs(PDF_PATH);
      expect(readFileSync(PDF_PATH).subarray(0, 5).toString()).toBe('%PDF-');
      try {
        execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', PDF_PATH, PNG_PREFIX]);
        expect(existsSync(`${PNG_PREFIX}-1.png`)).toBe(true);
        console.log(`money-borders: the invoice PDF's first page is ${PNG_PREFIX}-1.png`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      await detail.getByRole('button', { name: 'Close dialog' }).click();
    });

    const clientPage = await clientContext.newPage();
    await test.step('the client sees net, VAT, gross and the QR code on its invoice', async () => {
      await signInAt(clientPage, base, client.email, client.password);
      // A client without a plan yet lands on the plan choice; its invoice opens from the Pay link of the mail
      // and the overview, which is this address.
      await clientPage.goto(`${base}/dashboard#billing?invoice=${invoiceId}`);
      await expect(clientPage.getByRole('heading', { name: `Pay invoice ${invoiceNumber}` })).toBeVisible();
      const totals = clientPage.getByRole('definition');
      await expect(clientPage.getByText('Net', { exact: true }).first()).toBeVisible();
      await expect(clientPage.getByText(/^VAT 20%/).first()).toBeVisible();
      await expect(totals.getByText(eur(3011), { exact: true })).toBeVisible();
      await expect(totals.getByText(eur(18066), { exact: true }).first()).toBeVisible();
      await expect(clientPage.getByRole('img', { name: 'EPC payment QR code' })).toBeVisible();
      await shoot(clientPage, 'client-invoice');
    });

    await test.step("the client's bank-transfer view of a plan shows net, tax, gross and the QR code", async () => {
      await clientPage.goto(`${base}/dashboard#billing`);
      await clientPage.getByRole('button', { name: 'Choose Pro' }).click();
      await clientPage.getByRole('button', { name: 'Pay by Bank Transfer' }).click();
      const amount = clientPage.getByLabel('Amount to transfer');
      await expect(amount.getByText('Gross to transfer')).toBeVisible();
      await expect(amount.getByText('VAT 20%')).toBeVisible();
      await expect(clientPage.getByRole('img', { name: 'EPC payment QR code' })).toBeVisible();
      await shoot(clientPage, 'client-transfer');
    });

    let creditNumber = '';
    await test.step('the owner cancels the invoice with a credit note', async () => {
      await page.goto(`${base}/dashboard#invoices`);
      await page
        .getByRole('button', { name: `Open ${invoiceNumber}` })
        .first()
        .click();
      const detail = page.getByRole('dialog', { name: `Invoice ${invoiceNumber}` });
      await detail.getByRole('button', { name: 'Credit note' }).click();
      await detail.getByLabel('Reason').fill('Invoiced twice for May');
      const issued = page.waitForResponse((r) => r.url().includes('/credit-notes') && r.request().method() === 'POST');
      await detail.getByRole('button', { name: 'Issue credit note' }).click();
      const note = (await (await issued).json()) as { number: string; amount_cents: number };
      expect(note.amount_cents).toBe(18066);
      creditNumber = note.number;
      await expect(detail.getByText(`${creditNumber} issued for ${eur(18066)}.`)).toBeVisible();
      await expect(detail.getByRole('region', { name: 'Credit notes' }).getByText(creditNumber)).toBeVisible();
      await expect(detail.getByText('Cancelled').first()).toBeVisible();
      await shoot(page, 'admin-credit-note');
      await detail.getByRole('button', { name: 'Close dialog' }).click();
    });

    await test.step("the accountant's export holds the invoice and its credit note", async () => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Export for your accountant' });
      const csv = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Export CSV' }).click();
      const text = readFileSync(await (await csv).path(), 'utf8');
      expect(text).toContain(invoiceNumber);
      expect(text).toContain(creditNumber);
      const zip = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Export ZIP' }).click();
      const bytes = readFileSync(await (await zip).path());
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    });

    await test.step('the client sees the credit note on its invoice, and nothing left to pay', async () => {
      await clientPage.goto(`${base}/dashboard#billing?invoice=${invoiceId}`);
      await expect(clientPage.getByText('was cancelled by a credit note. Nothing to pay.')).toBeVisible();
      const notes = clientPage.getByRole('region', { name: 'Credit notes' });
      await expect(notes.getByText(creditNumber)).toBeVisible();
      await expect(notes.getByText(`−${eur(18066)}`)).toBeVisible();
      await expect(notes.getByRole('button', { name: `Download PDF of ${creditNumber}` })).toBeVisible();
      await expect(clientPage.getByRole('img', { name: 'EPC payment QR code' })).toHaveCount(0);
      await shoot(clientPage, 'client-credit-note');
    });
  } finally {
    process.env.E2E_ATRIUM_DATA_DIR = workerDataDir;
    await clientContext.close();
    await request.dispose();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
