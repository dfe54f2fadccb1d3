import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientByEmail } from './content-helpers';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { DEMO, apiToken, registerClient, signIn, snapshot, type Schemas, outbox } from './helpers';

// Words a buyer trusts (issue D1 point 6): no engineer-speak on screens, one date style in what the server
// writes, figures worded for what they are, and nothing cut short where there is room.

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
mkdirSync(artifacts, { recursive: true });

/** Both widths the issue was walked at, each looked at: the whole page, or only `target` when given. */
async function bothWidths(page: Page, name: string, check?: () => Promise<void>, target?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await check?.();
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: path.join(artifacts, `words-${name}-${width}.png`) });
    } else await snapshot(page, `words-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A stat card by its label: the rounded box that holds the label, the value and the trend. */
function statCard(page: Page, label: string): Locator {
  return page.locator('div.rounded-2xl', { has: page.getByText(label, { exact: true }) }).last();
}

/** True when an element shows less than its text (an ellipsis or a clamp). */
async function isCut(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
  );
}

async function clientIdFor(request: APIRequestContext, adminToken: string, email: string): Promise<number> {
  return (await clientByEmail(request, adminToken, email)).id;
}

/** 'Nov 17, 2026' for a day 'YYYY-MM-DD', as the screens write it (UTC). */
function humanDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

test.describe('words a buyer trusts', () => {
  test("a client's stats say what Total paid is without talking about how billing arrives", async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard#clients');
    const card = page.getByRole('list', { name: 'Clients' }).getByRole('listitem').first();
    const name = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: `Stats for ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${name} stats` });
    await expect(dialog).toContainText('Total paid');
    await expect(dialog).not.toContainText('arrive with billing');
    await expect(dialog).not.toContainText('counts paid invoices');
    await bothWidths(page, 'client-stats', undefined, dialog);
  });

  test('settings speak of backups and jobs in words, with no config keys, paths or job ids', async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard#settings');
    const backups = page.getByTestId('backups');
    await expect(backups).toBeVisible();
    await expect(backups).not.toContainText('config.toml');
    await expect(backups).not.toContainText('[backup]');
    await expect(backups).not.toContainText('every_hours');
    await expect(backups).not.toContainText(/schema \d/);

    const jobs = page.getByRole('list', { name: 'Scheduled jobs' });
    await expect(jobs.getByTestId('job-row')).toHaveCount(10);
    for (const title of [
      'Backups',
      'Invoices and reminders',
      'Social account sync',
      'Monthly client reports',
      'Approval reminders',
    ])
      await expect(jobs.getByText(title, { exact: true })).toBeVisible();
    for (const id of [
      'housekeeping',
      'weekly-report',
      'monthly-reports',
      'social-sync',
      'mail-digests',
      'approval-reminders',
    ])
      await expect(jobs).not.toContainText(id);
    await expect(jobs).not.toContainText('[backup]');
    await expect(jobs).not.toContainText('every_hours');
    expect(await jobs.locator('.font-mono').count()).toBe(0);

    // The backup the server took when it started: a file name and a size, never where it lies on the server.
    const backupRow = jobs.getByTestId('job-row').filter({ hasText: 'Backups' });
    await expect(backupRow).toContainText(/Saved atrium-backup-[\w-]+\.zip \(\d+(\.\d)? [KM]B\)|Not due yet/);
    const dataDir = process.env.E2E_ATRIUM_DATA_DIR!;
    await expect(jobs).not.toContainText(dataDir);
    await expect(jobs).not.toContainText('/backups/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Scheduled jobs' }) });
    await bothWidths(page, 'jobs', undefined, section);
    const backupsCard = page.locator('section', { has: page.getByRole('heading', { name: 'Backups' }) });
    await bothWidths(page, 'backups', undefined, backupsCard);
  });

  test('agency growth says it counts clients and words a small base as a count, not a percentage', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    const response = await request.get('/api/analytics/performance/?period=3months', { headers: auth(token) });
    expect(response.status()).toBe(200);
    const growth = ((await response.json()) as { agency_growth: { clients_now: number; clients_before: number } })
      .agency_growth;
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard#performance');
    const card = statCard(page, 'Agency Growth');
    const now = growth.clients_now;
    await expect(card).toContainText(`${now} ${now === 1 ? 'client' : 'clients'}`);
    const change = now - growth.clients_before;
    if (growth.clients_before === 0 && now > 0) await expect(card).toContainText(`New: +${now}`);
    else if (change !== 0 && growth.clients_before < 10)
      await expect(card).toContainText(`${change > 0 ? '+' : '\u2212'}${Math.abs(change)} client`);
    // A handful of clients is never a percentage.
    if (growth.clients_before < 10) await expect(card).not.toContainText('%');
    await bothWidths(page, 'agency-growth', undefined, page.getByTestId('admin-headline'));
  });

  test('a reach that grew from almost nothing reads as the number gained, and from nothing as new', async ({
    page,
  }) => {
    // The server's figures for a client whose reach went from 100 to 1,214 (+1114%), then from 0 to 350: the
    // screen is what is under test, so the answer is arranged rather than grown through a month of syncs.
    let reach = { reach: 1214, reach_change_pct: 1114 as number | null };
    await page.route('**/api/dashboard/client-stats/', async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as Record<string, unknown>;
      await route.fulfill({ response: real, json: { ...body, ...reach } });
    });
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto('/dashboard#overview');
    const card = statCard(page, 'Monthly Reach');
    await expect(card).toContainText('+1,114 vs previous 30 days');
    await expect(card).not.toContainText('%');
    await bothWidths(page, 'small-base', undefined, card);

    reach = { reach: 350, reach_change_pct: null };
    await page.reload();
    await expect(card).toContainText('New: +350 vs previous 30 days');
  });

  test('real-time figures 25 minutes old say when they were taken, and Live only when minutes old', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    const metrics = (await (await request.get('/api/metrics/realtime/', { headers: auth(token) })).json()) as Array<{
      account: { id: number };
      last_updated: string;
    }>;
    test.skip(metrics.length === 0, 'the demo has connected accounts with figures');
    const newest = metrics.reduce((a, b) => (a.last_updated > b.last_updated ? a : b));
    // The browser's clock 25 minutes after the newest figures were taken.
    await page.clock.setFixedTime(new Date(new Date(newest.last_updated).getTime() + 25 * 60_000));
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard#performance');
    await page.getByRole('tab', { name: 'Real-time Metrics' }).click();
    const card = page.locator(`[data-testid="realtime-card"][data-account="${newest.account.id}"]`);
    await expect(card).toContainText('Updated 25 minutes ago');
    await expect(card).not.toContainText('Live');
    await bothWidths(page, 'realtime-25min', undefined, card);

    await page.clock.setFixedTime(new Date(new Date(newest.last_updated).getTime() + 2 * 60_000));
    await page.reload();
    await page.getByRole('tab', { name: 'Real-time Metrics' }).click();
    await expect(card).toContainText('Live');
    await expect(card).toContainText('Updated 2 minutes ago');
  });

  test('a client reads that the profile is how the agency sees them, not their team and clients', async ({
    page,
    request,
  }) => {
    const client = await registerClient(request, { name: 'Pia Profile', company: 'Profile Co' });
    await signIn(page, client.email, client.password);
    await page.goto('/dashboard#settings');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Profile information' }) });
    await expect(card).toContainText('How you appear to your agency.');
    await expect(card).not.toContainText('team and clients');
    await bothWidths(page, 'client-profile', undefined, card);
  });

  test('a payment reminder says the due date as the screens do, in the bell and in the mail', async ({
    page,
    request,
  }) => {
    const client = await registerClient(request, { name: 'Dana Dates', company: 'Dates Co' });
    const admin = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    const clientId = await clientIdFor(request, admin, client.email);
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const created = await request.post('/api/invoices/', {
      headers: auth(admin),
      data: { client: clientId, amount: 420, due_date: due, description: 'Launch campaign' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const invoice = (await created.json()) as { id: number };
    const reminded = await request.post(`/api/invoices/${invoice.id}/remind/`, { headers: auth(admin), data: {} });
    expect(reminded.status(), await reminded.text()).toBe(200);

    const shown = humanDay(due);
    const mails = outbox(client.email, 5);
    const reminder = mails.find((mail) => mail.subject.startsWith('Payment reminder'))!;
    expect(reminder.body).toContain(`is due on ${shown}.`);
    expect(reminder.body).toContain(`Due date:  ${shown}`);
    expect(reminder.body).not.toContain(due);

    await signIn(page, client.email, client.password);
    await page.goto('/dashboard#notifications');
    await expect(page.getByText(`due ${shown}.`).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(due);
    await bothWidths(page, 'dates-notifications', undefined, page.getByRole('main'));
  });

  test('a posted card shows each of its figures whole, at both widths', async ({ page, request }) => {
    const token = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const posted = await request.get('/api/content/?status=posted&page_size=1', { headers: auth(token) });
    const { results } = (await posted.json()) as Schemas['Paginated_ContentPost'];
    test.skip(results.length === 0, 'the demo client has posted posts');
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto('/dashboard#content?status=posted');
    const terms = page.locator('dl dt', { hasText: /^(Likes|Comments|Shares|Views)$/ });
    await expect(terms.first()).toBeVisible();
    const check = async () => {
      for (const term of await terms.all()) if (await term.isVisible()) expect(await isCut(term)).toBe(false);
    };
    await bothWidths(page, 'posted-metrics', check, terms.first().locator('xpath=ancestor::article[1]'));
  });

  test('client e-mails and invoice descriptions are not cut at 1280', async ({ page, request }) => {
    const client = await registerClient(request, {
      name: 'Maximilian Longaddress',
      company: 'Longaddress Consulting',
    });
    const admin = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    const clientId = await clientIdFor(request, admin, client.email);
    const description = 'Pro plan, Nov 23, 2026 to Dec 22, 2026';
    const created = await request.post('/api/invoices/', {
      headers: auth(admin),
      data: { client: clientId, amount: 150, due_date: '2026-12-30', description },
    });
    expect(created.status(), await created.text()).toBe(201);

    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard#clients');
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(client.email);
    const card = page.getByRole('listitem', { name: 'Maximilian Longaddress' });
    const email = card.getByText(client.email, { exact: true });
    await expect(email).toBeVisible();
    expect(await isCut(email)).toBe(false);
    await bothWidths(page, 'client-email', undefined, card);

    await page.goto('/dashboard#invoices');
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill('Longaddress');
    const table = page.getByRole('table').first();
    const text = table.getByText(description, { exact: true });
    await expect(text).toBeVisible();
    expect(await isCut(text)).toBe(false);
    const address = table.getByText(client.email, { exact: true });
    expect(await isCut(address)).toBe(false);
    expect(await isCut(table.getByText('Maximilian Longaddress', { exact: true }))).toBe(false);
    await bothWidths(page, 'invoice-description', undefined, page.getByRole('main'));
  });

  test('calendar chips at 390 px show enough of each post to read it', async ({ page, request }) => {
    const token = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const when = new Date();
    when.setHours(11, 0, 0, 0);
    const form = new FormData();
    form.append('platform', 'instagram');
    form.append('title', 'Autumn lookbook');
    form.append('content', 'A calendar chip to read at phone width');
    form.append('scheduled_date', when.toISOString());
    const created = await request.post('/api/content/', { headers: auth(token), multipart: form });
    expect(created.status(), await created.text()).toBe(201);
    const post = (await created.json()) as { id: number };

    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/dashboard#content');
    await page.getByRole('button', { name: 'Calendar View' }).click();
    const chip = page.getByTestId(`calendar-post-${post.id}`);
    await expect(chip).toBeVisible();
    // A seventh of the screen cannot hold a name: the month's posts are also listed whole under the grid.
    const agenda = page.getByTestId('calendar-agenda');
    const listed = agenda.getByRole('button', { name: /Autumn lookbook/ });
    await expect(listed).toBeVisible();
    await expect(listed).toContainText('11:00');
    await expect(listed).toContainText('Instagram');
    expect(await isCut(listed.getByText('Autumn lookbook'))).toBe(false);
    await snapshot(page, 'words-calendar-390');
    await listed.click();
    await expect(page.getByRole('dialog')).toContainText('Autumn lookbook');
    await page.keyboard.press('Escape');

    // Where the grid has room, the chip itself shows the name whole and the list is not needed.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(agenda).toBeHidden();
    const title = chip.getByText('Autumn lookbook');
    await expect(title).toBeVisible();
    expect(await isCut(title)).toBe(false);
    await snapshot(page, 'words-calendar-1280');
  });
});
