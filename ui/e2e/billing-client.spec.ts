import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO, apiToken, registerClient, type Schemas, seriousViolations, signIn, snapshot } from './helpers';

// The client's Billing screen (spec 001 section 2.8) against the real server: plan choice, bank transfer,
// the agency's approval in Pending Verifications (a rejection through the API), success once, invoices and their PDF, cancellation.

const WIDTHS = [1280, 390] as const;
const PDF_PATH = '/tmp/clientinv.pdf';
const PNG_PREFIX = '/tmp/clientinv';

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
/** 'YYYY-MM-DD' as the screen shows it. */
const shownDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00`));

/** Screenshots of the view at both widths, for looking at; the page returns to desktop width. */
async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await snapshot(page, `billing-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A Card by its title (cards are plain sections without a name of their own). */
function card(page: Page, title: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function pendingVerificationOf(request: APIRequestContext, adminToken: string, email: string) {
  const response = await request.get('/api/admin/pending-verifications/', { headers: auth(adminToken) });
  expect(response.status(), await response.text()).toBe(200);
  const { verifications } = (await response.json()) as Schemas['PendingVerifications'];
  const found = verifications.find((verification) => verification.client_email === email);
  expect(found, `a pending verification for ${email}`).toBeTruthy();
  return found!;
}

async function openBilling(page: Page) {
  await page.goto('/dashboard#billing');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
}

/** Plan selection -> plan details -> bank transfer, checking the way back on the way. */
async function choosePlanAndOpenTransfer(page: Page, planName: string) {
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await page.getByRole('button', { name: `Choose ${planName}` }).click();
  await expect(page.getByRole('heading', { name: `${planName} plan` })).toBeVisible();
  await page.getByRole('button', { name: 'Pay by Bank Transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
}

test.describe('client billing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a client picks Pro, pays by transfer, is approved, sees success once, downloads its invoice and cancels', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const client = await registerClient(request, { name: 'Bea Billing', company: 'Bea Bakes' });
    const adminToken = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    await signIn(page, client.email, client.password);
    await openBilling(page);

    // No subscription yet: plan selection, with the recommended plan marked.
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    const pro = page.getByRole('region', { name: 'Pro' });
    await expect(pro.getByText('Most Popular')).toBeVisible();
    await expect(pro.getByText('$250')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Starter' }).getByText('$100')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Premium' }).getByText('$400')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'plan-selection');

    // Plan details, with both ways to pay; PayPal is not offered.
    await pro.getByRole('button', { name: 'Choose Pro' }).click();
    await expect(page.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
    await expect(page.getByText('Aggressive boosting')).toBeVisible();
    await expect(page.getByRole('button', { name: 'PayPal' })).toBeDisabled();
    await expect(page.getByText('PayPal is not available at the moment')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay by Bank Transfer' })).toBeEnabled();
    await shoot(page, 'plan-details');
    // Back goes the way it came.
    await page.getByRole('button', { name: 'Back to plans' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await choosePlanAndOpenTransfer(page, 'Pro');
    await page.getByRole('button', { name: 'Back to plan details' }).click();
    await expect(page.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay by Bank Transfer' }).click();

    // The bank transfer view: the agency's account, the amount and the client's own reference.
    const subscription = await (
      await request.get('/api/billing/subscription/', {
        headers: auth(await apiToken(request, client.email, client.password)),
      })
    ).json();
    const reference = subscription.payment_reference as string;
    expect(reference).toMatch(/\S/);
    const details = card(page, 'Transfer details');
    await expect(details.getByText('$250.00 (USD)')).toBeVisible();
    await expect(details.getByText(reference, { exact: true }).first()).toBeVisible();
    await expect(details.getByText('AL47 2121 1009 0000 0002 3569 8741')).toBeVisible();
    await expect(details.getByText('Demo Bank')).toBeVisible();
    await details.getByRole('button', { name: 'Copy IBAN' }).click();
    await expect(details.getByRole('button', { name: /Copied: IBAN/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('AL47212110090000000235698741');
    await details.getByRole('button', { name: 'Copy Payment reference' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'bank-transfer');

    // The full name is required, in the spec's words.
    await page.getByRole('button', { name: 'Submit for Verification' }).click();
    await expect(page.getByText('Please enter your full name for verification')).toBeVisible();
    await page.getByLabel('Full name on the transfer').fill('Beatrice Billing');
    await page.getByRole('button', { name: 'Submit for Verification' }).click();

    await expect(page.getByRole('heading', { name: 'Payment Verification Pending' })).toBeVisible();
    await expect(page.getByText('1-2 business days')).toBeVisible();
    await expect(page.getByText('Beatrice Billing')).toBeVisible();
    await shoot(page, 'verification-pending');
    // A reload keeps the client on the pending view (load rule: pending -> verification-pending).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment Verification Pending' })).toBeVisible();

    // The agency finds it in Pending Verifications (Admin Clients) and approves it on the Pro plan.
    const verification = await pendingVerificationOf(request, adminToken, client.email);
    expect(verification).toMatchObject({ plan: 'pro', amount_cents: 25000, client_full_name: 'Beatrice Billing' });
    const agency = await browser.newContext();
    const adminPage = await agency.newPage();
    await signIn(adminPage, DEMO.admin.email, DEMO.admin.password);
    await adminPage.goto('/dashboard#clients');
    await adminPage.getByRole('button', { name: /^Pending Verifications \(\d+\)$/ }).click();
    const modal = adminPage.getByRole('dialog', { name: 'Pending Verifications' });
    const entry = modal.getByRole('listitem', { name: 'Bea Billing', exact: true });
    await expect(entry).toContainText('Beatrice Billing');
    await entry.getByLabel('Plan to approve').selectOption('pro');
    await entry.getByRole('button', { name: 'Approve' }).click();
    await expect(modal.getByText('Payment verification approved successfully!')).toBeVisible();
    await agency.close();
    const clientToken = await apiToken(request, client.email, client.password);
    const active = (await (
      await request.get('/api/billing/subscription/', { headers: auth(clientToken) })
    ).json()) as Schemas['Subscription'];
    expect(active).toMatchObject({ status: 'active', plan: 'pro' });
    const booked = (await (
      await request.get('/api/invoices/', { headers: auth(clientToken) })
    ).json()) as Schemas['Paginated_Invoice'];
    const approval: Omit<Schemas['Approved'], 'verification'> = {
      subscription_next_billing_date: active.next_billing_date!,
      invoice: booked.results[0]!,
    };
    expect(approval.invoice.status).toBe('paid');
    const invoiceNumber = approval.invoice.invoice_number;

    // The client's open pending view moves on to success by itself (the approval arrives live), once.
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(
      page.getByText('Thank you for your subscription. Your account has been successfully activated.'),
    ).toBeVisible();
    await shoot(page, 'success');
    await page.getByRole('button', { name: 'Go to Billing Overview' }).click();
    await expect(page.getByRole('heading', { name: 'Current Plan' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Current Plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);

    // Active, with the next billing date and the paid invoice, also in the payment history.
    const plan = card(page, 'Current Plan');
    await expect(plan.getByText('Active', { exact: true })).toBeVisible();
    await expect(plan.getByText('Pro', { exact: true })).toBeVisible();
    await expect(plan.getByText('$250')).toBeVisible();
    await expect(plan.getByText(shownDay(approval.subscription_next_billing_date))).toBeVisible();
    const invoices = card(page, 'Invoices');
    const row = invoices.getByRole('listitem').filter({ hasText: invoiceNumber });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByText('$250.00')).toBeVisible();
    await expect(card(page, 'Payment History').getByText(invoiceNumber)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'overview');

    // The invoice PDF, fetched with the token and saved as a file; its first page rendered to look at.
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download PDF of ${invoiceNumber}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    rmSync(PDF_PATH, { force: true });
    await download.saveAs(PDF_PATH);
    expect(readFileSync(PDF_PATH).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', PDF_PATH, PNG_PREFIX]);
    expect(existsSync(`${PNG_PREFIX}-1.png`)).toBe(true);

    // Cancelling asks first; keeping it changes nothing.
    await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
    await expect(dialog).toBeHidden();
    await expect(plan.getByText('Active', { exact: true })).toBeVisible();

    await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.getByLabel(/Why are you cancelling/).fill('Moving the budget to video this quarter.');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Subscription cancelled successfully')).toBeVisible();
    await expect(plan.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(plan.getByText('Active until', { exact: true })).toBeVisible();
    await expect(plan.getByText(shownDay(approval.subscription_next_billing_date))).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    // The paid invoice stays.
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await shoot(page, 'overview-cancelled');
    // A cancelled client may choose a plan again, or go back to its billing.
    await plan.getByRole('button', { name: 'Choose a Plan' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to billing' }).click();
    await expect(plan.getByText('Cancelled', { exact: true })).toBeVisible();
  });

  test('a rejected payment shows the reason on plan selection and can be submitted again', async ({
    page,
    request,
  }) => {
    const client = await registerClient(request, { name: 'Rory Rejected' });
    const adminToken = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    await signIn(page, client.email, client.password);
    await openBilling(page);
    await choosePlanAndOpenTransfer(page, 'Starter');
    await page.getByLabel('Full name on the transfer').fill('Rory Rejected');
    await page.getByRole('button', { name: 'Submit for Verification' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Verification Pending' })).toBeVisible();

    const verification = await pendingVerificationOf(request, adminToken, client.email);
    const reason = 'No transfer with your reference has arrived yet.';
    const rejected = await request.post(`/api/admin/reject-verification/${verification.id}/`, {
      headers: auth(adminToken),
      data: { reason },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);

    // Without a reload or a click: the rejection arrives live and the pending view goes back to plan
    // selection, with why.
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    await shoot(page, 'plan-selection-rejected');

    await choosePlanAndOpenTransfer(page, 'Starter');
    await page.getByLabel('Full name on the transfer').fill('Rory Rejected');
    await page.getByRole('button', { name: 'Submit for Verification' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Verification Pending' })).toBeVisible();
  });

  test('without bank details the transfer button is disabled and says why', async ({ page, request }) => {
    const client = await registerClient(request, { name: 'Una Unconfigured' });
    // The agency's details are global; an agency that has not filled them in is what the server answers then.
    await page.route('**/api/admin/bank-settings/', (route) =>
      route.fulfill({
        json: {
          configured: false,
          admin_full_name: '',
          iban: '',
          bank_name: '',
          swift_code: '',
          additional_info: '',
        },
      }),
    );
    await signIn(page, client.email, client.password);
    await openBilling(page);
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    await expect(page.getByRole('button', { name: 'Pay by Bank Transfer' })).toBeDisabled();
    await expect(page.getByText('Bank transfer details are being configured. Please check back later.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'PayPal' })).toBeDisabled();
    await shoot(page, 'plan-details-unconfigured');
  });

  test('billing that cannot load says so in the spec words', async ({ page, request }) => {
    const client = await registerClient(request, { name: 'Fay Failure' });
    await page.route('**/api/billing/subscription/', (route) =>
      route.fulfill({ status: 503, json: { error: 'Busy', message: 'Busy', code: 'unavailable' } }),
    );
    await signIn(page, client.email, client.password);
    await page.goto('/dashboard#billing');
    await expect(page.getByRole('alert')).toContainText('Failed to load billing data. Please try again.');
  });

  test('the demo client sees its active plan and its invoices', async ({ page }) => {
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await openBilling(page);
    const plan = card(page, 'Current Plan');
    await expect(plan.getByText('Active', { exact: true })).toBeVisible();
    await expect(plan.getByText('Next billing date')).toBeVisible();
    await expect(card(page, 'Invoices').getByRole('listitem').first()).toBeVisible();
    await shoot(page, 'demo-overview');
  });
});
