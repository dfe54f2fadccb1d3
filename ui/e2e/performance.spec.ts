import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Page } from './fixtures';
import { apiToken, DEMO, seriousViolations, signIn, snapshot, type Schemas } from './helpers';

// The performance screens ([C5] point 5) against the demo agency, whose accounts carry months of daily
// snapshots: every figure checked here is read from the API in the same test.

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const exact = (n: number) => n.toLocaleString('en-US');
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

type MonthRecord = Schemas['MonthRecord'];

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The saved file's bytes: the report the browser really wrote to disk, not the request sent for it. */
async function savedBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  expect(file, 'the download was saved').toBeTruthy();
  return readFile(file!);
}

/**
 * Picks a format in the report menu and returns the saved download, after checking the request carried the
 * filters shown (`query`, in the order the screen writes them).
 */
async function downloadReport(page: Page, button: string, format: 'PDF document' | 'CSV spreadsheet', query: string) {
  const asked = page.waitForRequest((req) => req.url().includes(`/api/analytics/report/?${query}`));
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: format }).click();
  await asked;
  return saved;
}

const DAY = String.raw`\d{4}-\d{2}-\d{2}`;

async function openPerformance(page: Page) {
  await page.goto('/dashboard#performance');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Performance');
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** Screenshots at 1280 and 390 px; the page must not scroll sideways on the phone. */
async function shoot(page: Page, name: string) {
  // A chart under a still pointer keeps its tooltip where the wider layout put it, past a phone's edge: the
  // pointer leaves first, as a person's would before turning to a phone.
  await page.mouse.move(0, 0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await snapshot(page, `performance-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('admin performance', () => {
  test('headline figures are the API figures, the period filter asks again, real-time cards match', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    const figures = await getJson<{
      total_followers: number;
      avg_engagement: number;
      total_reach: number;
      top_clients: Array<{ client_name: string }>;
    }>(request, token, '/api/analytics/performance/?period=3months');

    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    const firstRequest = page.waitForRequest((req) => req.url().includes('/api/analytics/performance/?period=3months'));
    await openPerformance(page);
    await firstRequest;
    await expect(page.getByRole('tab')).toHaveCount(4);
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs).toEqual(['Overview', 'Client Performance', 'Real-time Metrics', 'Advanced Analytics']);
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Report' })).toBeVisible();

    const headline = page.getByTestId('admin-headline');
    await expect(headline).toContainText(`${exact(figures.total_followers)} followers`);
    await expect(headline).toContainText(percent(figures.avg_engagement));
    await expect(headline).toContainText(`${exact(figures.total_reach)} reached`);
    const top = page.getByRole('list', { name: 'Top clients by followers' }).getByRole('listitem');
    await expect(top).toHaveCount(Math.min(5, figures.top_clients.length));
    if (figures.top_clients[0]) await expect(top.first()).toContainText(figures.top_clients[0].client_name);
    await expect(page.getByTestId('metric-chart').locator('svg').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'admin-overview');

    // Another period is another request, and the cards follow its answer.
    const yearly = page.waitForResponse((res) => res.url().includes('/api/analytics/performance/?period=1year'));
    await page.getByLabel('Period', { exact: true }).selectOption('1year');
    const year = (await (await yearly).json()) as { total_reach: number };
    await expect(headline).toContainText(`${exact(year.total_reach)} reached`);
    await page.getByLabel('Period', { exact: true }).selectOption('3months');

    await openTab(page, 'Client Performance');
    await expect(page.getByRole('table', { name: 'Clients in the latest month' })).toBeVisible();
    await shoot(page, 'admin-clients');
    await page.getByRole('table', { name: 'Clients in the latest month' }).getByRole('button').first().click();
    await expect(page.getByRole('table', { name: /months$/ })).toBeVisible();
    await shoot(page, 'admin-client-months');
    await page.getByLabel('Client', { exact: true }).selectOption('all');

    const realtime = await getJson<unknown[]>(request, token, '/api/metrics/realtime/');
    await openTab(page, 'Real-time Metrics');
    if (realtime.length > 0) {
      await expect(page.getByTestId('realtime-card')).toHaveCount(realtime.length);
      // 'Live' or 'Delayed' by the figures' age; between the two only the time is said.
      await expect(page.getByTestId('realtime-card').first()).toContainText(/Updated /);
    } else {
      await expect(page.getByText('No Real-time Data Available')).toBeVisible();
    }
    await shoot(page, 'admin-realtime');

    // A client without connected accounts (the demo has some) shows the spec's empty state.
    const clients = await getJson<{ results: Array<{ id: number }> }>(request, token, '/api/clients/?page_size=100');
    for (const client of clients.results) {
      const own = await getJson<unknown[]>(request, token, `/api/metrics/realtime/?client=${client.id}`);
      if (own.length > 0) continue;
      await page.getByLabel('Client', { exact: true }).selectOption(String(client.id));
      await expect(page.getByText('No Real-time Data Available')).toBeVisible();
      await shoot(page, 'admin-realtime-empty');
      await page.getByLabel('Client', { exact: true }).selectOption('all');
      break;
    }

    await openTab(page, 'Advanced Analytics');
    await expect(page.getByText('Industry average (reference value)')).toBeVisible();
    await expect(page.getByTestId('benchmarks')).toContainText('3.5%');
    await expect(page.getByRole('list', { name: 'Paid revenue by month' })).toBeVisible();
    await shoot(page, 'admin-advanced');
  });

  test('Export Report saves the report of the filters shown: the agency PDF, a client CSV', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    const clients = await getJson<{ results: Array<{ id: number; name: string }> }>(
      request,
      token,
      '/api/clients/?page_size=100',
    );
    const maya = clients.results.find((client) => client.name === 'Maya Chen') ?? clients.results[0]!;
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await openPerformance(page);
    await page.getByLabel('Period', { exact: true }).selectOption('6months');

    const pdf = await downloadReport(page, 'Export Report', 'PDF document', 'format=pdf&period=6months');
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^atrium-report-agency-${DAY}\\.pdf$`));
    expect((await savedBytes(pdf)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    await page.getByLabel('Client', { exact: true }).selectOption(String(maya.id));
    const csv = await downloadReport(
      page,
      'Export Report',
      'CSV spreadsheet',
      `format=csv&period=6months&client=${maya.id}`,
    );
    expect(csv.suggestedFilename()).toMatch(new RegExp(`^atrium-report-${maya.id}-${DAY}\\.csv$`));
    const firstLine = (await savedBytes(csv)).toString('utf8').split(/\r?\n/)[0];
    expect(firstLine).toBe(`Performance report,${maya.name}`);
    await expect(page.getByText('Could not download the report.')).toHaveCount(0);
  });

  test('a failed export says so instead of pretending', async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.route('**/api/analytics/report/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"x"}' }),
    );
    await openPerformance(page);
    await page.getByRole('button', { name: 'Export Report' }).click();
    await page.getByRole('button', { name: 'CSV spreadsheet' }).click();
    await expect(page.getByRole('alert')).toContainText('Could not download the report. Please try again.');
  });
});

const PLATFORM_NAMES = { instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok' } as const;

type AccountHistory = Schemas['AccountHistory'];

/**
 * Opens View Details for `account` and checks it against GET /social-accounts/{id}/history/: the figures,
 * the period's followers and reach in words beside the chart, and every post's row (or the empty state).
 */
async function viewDetails(
  page: Page,
  request: APIRequestContext,
  token: string,
  account: { id: number; platform: keyof typeof PLATFORM_NAMES; username: string; followers_count: number },
): Promise<AccountHistory> {
  const history = await getJson<AccountHistory>(request, token, `/api/social-accounts/${account.id}/history/?days=90`);
  const asked = page.waitForRequest((req) => req.url().includes(`/api/social-accounts/${account.id}/history/?days=90`));
  await page
    .getByRole('button', { name: `View Details of @${account.username} on ${PLATFORM_NAMES[account.platform]}` })
    .click();
  await asked;
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`@${account.username}`);
  await expect(dialog.getByTestId('account-details')).toContainText(exact(account.followers_count));

  const days = [...history.snapshots].sort((a, b) => a.day.localeCompare(b.day));
  if (days.length > 0) {
    const first = days[0]!;
    const last = days.at(-1)!;
    await expect(dialog.getByTestId('history-followers')).toContainText(
      `${exact(first.followers)} → ${exact(last.followers)}`,
    );
    const reach = days.reduce((sum, day) => sum + day.reach, 0);
    await expect(dialog.getByTestId('history-reach')).toHaveText(`${exact(reach)} in all`);
    await expect(dialog.getByTestId('account-history').locator('svg.recharts-surface')).toHaveCount(2);
  } else {
    await expect(dialog.getByTestId('history-empty')).toBeVisible();
  }

  if (history.posts.length === 0) {
    await expect(dialog.getByTestId('posts-empty')).toContainText(
      `No post has been published from @${account.username}`,
    );
    await expect(dialog.getByRole('table')).toHaveCount(0);
  } else {
    // At 1280 px the table is shown (a phone gets the same posts as cards).
    const rows = dialog.getByRole('table', { name: `Posts from @${account.username}` }).locator('tbody tr');
    await expect(rows).toHaveCount(history.posts.length);
    for (const [index, post] of history.posts.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('rowheader')).toContainText(post.title);
      if (post.post_url)
        await expect(row.getByRole('link', { name: new RegExp(post.title) })).toHaveAttribute('href', post.post_url);
      const cells = row.getByRole('cell');
      await expect(cells.nth(0)).toHaveText(exact(post.likes));
      await expect(cells.nth(1)).toHaveText(exact(post.comments));
      await expect(cells.nth(2)).toHaveText(exact(post.shares));
      await expect(cells.nth(3)).toHaveText(exact(post.views));
      await expect(cells.nth(4)).toHaveText(percent(post.engagement_rate));
    }
  }
  expect(await seriousViolations(page)).toEqual([]);
  return history;
}

test.describe('client performance', () => {
  test('cards, the month table equal to GET /performance/, Refresh, View Details', async ({ page, request }) => {
    const token = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const stats = await getJson<{
      total_followers: number;
      engagement_rate: number;
      reach: number;
      posts_this_month: number;
    }>(request, token, '/api/dashboard/client-stats/');
    const records = await getJson<MonthRecord[]>(request, token, '/api/performance/?months=12');
    const accounts = await getJson<
      Array<{
        id: number;
        platform: 'instagram' | 'youtube' | 'tiktok';
        username: string;
        followers_count: number;
        is_active: boolean;
      }>
    >(request, token, '/api/social-accounts/');

    await signIn(page, DEMO.client.email, DEMO.client.password);
    await openPerformance(page);
    await expect(page.getByRole('tab')).toHaveCount(4);
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Overview',
      'Growth Tracking',
      'Engagement',
      'Platform Performance',
    ]);
    const headline = page.getByTestId('client-headline');
    await expect(headline).toContainText(`${exact(stats.total_followers)} followers`);
    await expect(headline).toContainText(percent(stats.engagement_rate));
    await expect(headline).toContainText(`${exact(stats.reach)} reached in the last 30 days`);
    await expect(headline).toContainText(exact(stats.posts_this_month));
    await expect(page.getByTestId('no-accounts')).toHaveCount(accounts.some((a) => a.is_active) ? 0 : 1);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'client-overview');

    await openTab(page, 'Growth Tracking');
    await page.getByLabel('Range').selectOption('1year');
    const table = page.getByRole('table', { name: 'Monthly figures' });
    const newestFirst = [...records].sort((a, b) => b.month.localeCompare(a.month)).slice(0, 12);
    await expect(table.locator('tbody tr')).toHaveCount(newestFirst.length);
    for (const [index, record] of newestFirst.entries()) {
      const row = table.locator('tbody tr').nth(index);
      await expect(row.getByRole('rowheader')).toHaveText(monthName(record.month));
      await expect(row.getByRole('cell').nth(0)).toHaveText(exact(record.followers));
      await expect(row.getByRole('cell').nth(2)).toHaveText(percent(record.engagement));
      await expect(row.getByRole('cell').nth(3)).toHaveText(exact(record.reach));
    }
    await page.getByLabel('Range').selectOption('3months');
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(3, records.length));
    await shoot(page, 'client-growth');

    await openTab(page, 'Engagement');
    const active = accounts.find((account) => account.is_active);
    if (active) {
      await viewDetails(page, request, token, active);
      await shoot(page, 'client-account-details');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await shoot(page, 'client-engagement');

    await openTab(page, 'Platform Performance');
    // Connected where an active account exists (the demo seeds a TikTok one), else Not Connected; TikTok
    // cannot be connected yet, so without an account it says Coming Soon.
    for (const platform of ['instagram', 'youtube', 'tiktok'] as const) {
      const connected = accounts.some((account) => account.platform === platform && account.is_active);
      const otherwise = platform === 'tiktok' ? 'Coming Soon' : 'Not Connected';
      const card = page.getByTestId(`platform-${platform}`);
      await expect(card.getByText(connected ? 'Connected' : otherwise, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('realtime-card')).toHaveCount(
      Math.min(5, (await getJson<unknown[]>(request, token, '/api/metrics/realtime/')).length),
    );
    await shoot(page, 'client-platforms');

    // Refresh syncs the accounts and says which platforms it updated (the demo's sync from their history).
    const synced = page.waitForResponse((res) => res.url().endsWith('/api/sync/manual/'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await synced).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: '✓ Data refreshed!' })).toContainText(/stats updated\./);
  });

  test('View Details of every account: its 90 days and its posts, or the sentence that there are none', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const accounts = await getJson<
      Array<{
        id: number;
        platform: keyof typeof PLATFORM_NAMES;
        username: string;
        followers_count: number;
        is_active: boolean;
      }>
    >(request, token, '/api/social-accounts/');
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await openPerformance(page);
    await openTab(page, 'Engagement');
    let withPosts = false;
    let withoutPosts = false;
    for (const account of accounts) {
      const history = await viewDetails(page, request, token, account);
      const name = history.posts.length > 0 ? 'with-posts' : 'no-posts';
      if (history.posts.length > 0 ? !withPosts : !withoutPosts) {
        // On a phone the posts are cards: each shows the same five figures under its title.
        await shoot(page, `client-account-details-${name}`);
        if (history.posts.length > 0) {
          await page.setViewportSize({ width: 390, height: 900 });
          const cards = page.getByRole('dialog').getByRole('list', { name: `Posts from @${account.username}` });
          await expect(cards.getByRole('listitem')).toHaveCount(history.posts.length);
          await expect(cards.getByRole('listitem').first()).toContainText(exact(history.posts[0]!.views));
          await page.setViewportSize({ width: 1280, height: 800 });
        }
      }
      if (history.posts.length > 0) withPosts = true;
      else withoutPosts = true;
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    // The demo client has an Instagram account with a published post and a TikTok one without any.
    expect(withPosts && withoutPosts, 'the demo covers both cases').toBe(true);
  });

  test('Download Report saves its own report, PDF and CSV', async ({ page, request }) => {
    const token = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const accounts = await getJson<Array<{ client: number; client_name: string }>>(
      request,
      token,
      '/api/social-accounts/',
    );
    const own = accounts[0]!;
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await openPerformance(page);

    const csv = await downloadReport(page, 'Download Report', 'CSV spreadsheet', 'format=csv&period=3months');
    expect(csv.suggestedFilename()).toMatch(new RegExp(`^atrium-report-${own.client}-${DAY}\\.csv$`));
    expect((await savedBytes(csv)).toString('utf8').split(/\r?\n/)[0]).toBe(`Performance report,${own.client_name}`);

    const pdf = await downloadReport(page, 'Download Report', 'PDF document', 'format=pdf&period=3months');
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^atrium-report-${own.client}-${DAY}\\.pdf$`));
    expect((await savedBytes(pdf)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(page.getByText('Could not download the report.')).toHaveCount(0);
  });

  test('a failed refresh says so in the spec words', async ({ page }) => {
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.route('**/api/sync/manual/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"x"}' }),
    );
    await openPerformance(page);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to refresh data. Please try again.');
  });
});
