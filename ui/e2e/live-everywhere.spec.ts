import { clientByEmail } from './content-helpers';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { DEMO, apiToken, createAdmin, registerClient, signIn, snapshot, testAddress, type Schemas } from './helpers';

// Two browsers at once, as an agency works: whatever one side changes shows on the other side's open screen
// within 2 s while the live stream is up (the median of every kind; any one kind may take up to 5 s on a
// machine that is busy with other tests, still far from a poll), and within the spec's 30 s poll while it is blocked (the page's
// clock is moved on rather than waited out). Each test has its own admins (the server allows a user five
// open streams) and its own registered client for the money; the demo client, who has connected accounts,
// submits the posts.

const LIVE_MS = 2_000;
const LIVE_WORST_MS = 5_000;
const POLL_MS = 30_000;
const auth = (token: string) => ({ Authorization: `Token ${token}` });

let tags = 0;
function tag(): string {
  tags += 1;
  return `${Date.now().toString(36)}${tags}`;
}

interface Side {
  page: Page;
  token: string;
}

async function open(
  browser: Browser,
  request: APIRequestContext,
  who: { email: string; password: string },
  blocked: boolean,
): Promise<Side> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Before signing in: the dashboard asks for its stream as soon as it loads.
  if (blocked) await context.route('**/api/events/**', (route) => route.abort());
  const page = await context.newPage();
  if (blocked) await page.clock.install();
  await signIn(page, who.email, who.password);
  return { page, token: await apiToken(request, who.email, who.password) };
}

async function call(request: APIRequestContext, method: 'post' | 'patch', path: string, token: string, data = {}) {
  const response = await request[method](path, { headers: auth(token), data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const latencies: string[] = [];
const streamed: number[] = [];

/**
 * Does `change` (through the API, as the other side) and waits for `shows` on the watching page: within 2 s
 * with the stream up; with it blocked, not before the poll (a second later it is still not there) and then
 * within moments of the page's clock reaching 30 s.
 */
async function appears(
  label: string,
  watcher: Page,
  blocked: boolean,
  change: () => Promise<unknown>,
  shows: () => Promise<void>,
  absent: () => Promise<void>,
) {
  const started = Date.now();
  await change();
  if (!blocked) {
    await shows();
    streamed.push(Date.now() - started);
    latencies.push(`${label}: ${Date.now() - started} ms`);
    return;
  }
  await watcher.waitForTimeout(1_000);
  await absent();
  await watcher.clock.fastForward(POLL_MS);
  const polled = Date.now();
  await shows();
  latencies.push(`${label} (stream blocked, after the 30 s poll): ${Date.now() - polled} ms`);
}

const live = { timeout: LIVE_WORST_MS };

async function runEveryKind(browser: Browser, request: APIRequestContext, blocked: boolean, shots: boolean) {
  const admin = createAdmin(`Live Admin ${tag()}`);
  const colleague = createAdmin(`Live Colleague ${tag()}`);
  const payer = await registerClient(request, { name: `Pat Payer ${tag()}`, company: 'Payer Studio' });
  const agency = await open(browser, request, admin, blocked);
  const teammate = await open(browser, request, colleague, blocked);
  const maya = await open(browser, request, DEMO.client, blocked);
  const client = await open(browser, request, payer, blocked);
  const payerId = (await clientByEmail(request, agency.token, payer.email)).id;

  // 1. A client submits a post: the admin's overview lists it under Content Pending Approval, and the bell
  // counts it (the server's own unread count).
  await agency.page.goto('/dashboard#overview');
  const pendingPanel = agency.page.locator('section').filter({
    has: agency.page.getByRole('heading', { name: 'Content Pending Approval' }),
  });
  await expect(pendingPanel).toBeVisible();
  const title = `Live launch ${tag()}`;
  let postId = 0;
  await appears(
    'submitted post on the admin overview and bell',
    agency.page,
    blocked,
    async () => {
      const post = await call(request, 'post', '/api/content/', maya.token, {
        platform: 'instagram',
        title,
        content: 'A post the agency should see at once.',
        scheduled_date: '2045-06-01T10:00:00Z',
      });
      postId = post.id as number;
    },
    async () => {
      await expect(pendingPanel.getByText(title)).toBeVisible(live);
      const unread = (await (
        await request.get('/api/notifications/?read=false&page_size=1', { headers: auth(agency.token) })
      ).json()) as Schemas['Paginated_Notification'];
      await expect(agency.page.getByRole('button', { name: `Notifications, ${unread.count} unread` })).toBeVisible(
        live,
      );
    },
    () => expect(pendingPanel.getByText(title)).toHaveCount(0),
  );
  if (shots) await both(agency.page, 'live-admin-overview-pending');

  // 2. The agency approves it: the client's open Content screen shows it approved.
  await maya.page.goto('/dashboard#content');
  const card = maya.page.getByRole('article', { name: title });
  await expect(card).toContainText('Pending');
  await appears(
    'approval on the client content screen',
    maya.page,
    blocked,
    () => call(request, 'post', `/api/content/${postId}/approve/`, agency.token),
    () => expect(card).toContainText('Approved', live),
    () => expect(card).not.toContainText('Approved'),
  );
  if (shots) await both(maya.page, 'live-client-content-approved');

  // 3. The agency comments: the client's open post shows the comment.
  const thread = maya.page.waitForResponse((r) => r.url().includes(`/api/content/${postId}/comments/`));
  await maya.page.goto(`/dashboard#content?post=${postId}`);
  await thread;
  const panel = maya.page.getByRole('dialog');
  await expect(panel).toBeVisible();
  const comment = `Live comment ${tag()}`;
  await appears(
    'comment in the client post panel',
    maya.page,
    blocked,
    () => call(request, 'post', `/api/content/${postId}/comments/`, agency.token, { body: comment }),
    () => expect(panel.getByText(comment)).toBeVisible(live),
    () => expect(panel.getByText(comment)).toHaveCount(0),
  );
  if (shots) await both(maya.page, 'live-client-post-comment');

  // 4. The client sends a bank transfer for review: the admin's Clients screen counts it.
  await client.page.goto('/dashboard#billing');
  await expect(client.page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await agency.page.goto('/dashboard#clients');
  const verifications = async () =>
    (
      (await (
        await request.get('/api/admin/pending-verifications/', { headers: auth(agency.token) })
      ).json()) as Schemas['PendingVerifications']
    ).verifications.length;
  const before = await verifications();
  await expect(agency.page.getByRole('button', { name: `Pending Verifications (${before})` })).toBeVisible();
  let verificationId = 0;
  await appears(
    'payment verification on the admin clients screen',
    agency.page,
    blocked,
    async () => {
      const sent = await call(request, 'post', '/api/billing/submit-verification/', client.token, {
        plan: 'starter',
        amount: 100,
        client_full_name: 'Pat Payer Senior',
      });
      verificationId = sent.id as number;
    },
    () => expect(agency.page.getByRole('button', { name: `Pending Verifications (${before + 1})` })).toBeVisible(live),
    () => expect(agency.page.getByRole('button', { name: `Pending Verifications (${before})` })).toBeVisible(),
  );
  if (shots) await both(agency.page, 'live-admin-clients-verification');

  // 5. The agency approves the transfer: the client's open Billing screen turns from waiting to paid.
  await client.page.reload();
  await expect(client.page.getByRole('heading', { name: 'Payment Verification Pending' })).toBeVisible();
  const plan = client.page.getByRole('heading', { name: 'Payment Successful' });
  await appears(
    'approved transfer on the client billing screen',
    client.page,
    blocked,
    () =>
      call(request, 'post', `/api/admin/approve-verification/${verificationId}/`, agency.token, { plan_id: 'starter' }),
    () => expect(plan).toBeVisible(live),
    () => expect(plan).toHaveCount(0),
  );
  if (shots) await both(client.page, 'live-client-billing-approved');
  await client.page.getByRole('button', { name: 'Go to Billing Overview' }).click();
  await expect(client.page.getByRole('heading', { name: 'Current Plan' })).toBeVisible();

  // 6. The agency raises an invoice, then marks it paid: the client's open Billing screen follows both.
  let number = '';
  let invoiceId = 0;
  await appears(
    'invoice on the client billing screen',
    client.page,
    blocked,
    async () => {
      const invoice = await call(request, 'post', '/api/invoices/', agency.token, {
        client: payerId,
        amount: 180,
        due_date: '2045-01-10',
      });
      number = invoice.invoice_number as string;
      invoiceId = invoice.id as number;
    },
    () => expect(client.page.getByText(number).first()).toBeVisible(live),
    () => expect(client.page.getByText(number)).toHaveCount(0),
  );
  const row = client.page.getByRole('listitem').filter({ hasText: number });
  await appears(
    'payment on the client billing screen',
    client.page,
    blocked,
    () => call(request, 'post', `/api/invoices/${invoiceId}/mark_paid/`, agency.token),
    () => expect(row.getByText('Paid', { exact: true })).toBeVisible(live),
    () => expect(row.getByText('Paid', { exact: true })).toHaveCount(0),
  );
  if (shots) await both(client.page, 'live-client-billing-paid');

  // 7. The client connects an account, which syncs: the admin's open Real-time Metrics show it.
  await agency.page.goto('/dashboard#performance');
  const metrics = agency.page.waitForResponse((r) => r.url().includes('/realtime/'));
  await agency.page.getByRole('tab', { name: 'Real-time Metrics' }).click();
  await metrics;
  const account = agency.page.getByText(`Instagram · ${payer.name}`);
  await expect(agency.page.getByText('Loading real-time metrics')).toHaveCount(0);
  await appears(
    'synced account on the admin real-time metrics',
    agency.page,
    blocked,
    async () => {
      const started = (await (
        await request.get('/api/oauth/instagram/initiate/', { headers: auth(client.token) })
      ).json()) as { oauth_url: string };
      // The fake provider's consent, allowed; its redirect back to the portal completes the connect.
      const consent = await request.get(`${started.oauth_url}&decision=allow`);
      expect(consent.ok(), await consent.text()).toBe(true);
    },
    () => expect(account).toBeVisible(live),
    () => expect(account).toHaveCount(0),
  );
  if (shots) await both(agency.page, 'live-admin-realtime-synced');

  // 8. One admin adds a task: the colleague's open Tasks board shows it.
  // The board has loaded before the change is made: its first answer must not be what shows the change.
  const board = teammate.page.waitForResponse(
    (r) => r.url().includes('/api/tasks/?') && r.url().includes('page_size=100'),
  );
  await teammate.page.goto('/dashboard#tasks');
  await board;
  await expect(teammate.page.getByRole('banner').getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  const task = `Live task ${tag()}`;
  const me = (await (await request.get('/api/auth/me/', { headers: auth(teammate.token) })).json()) as { id: number };
  await appears(
    'task on a colleague tasks board',
    teammate.page,
    blocked,
    () =>
      call(request, 'post', '/api/tasks/', agency.token, {
        title: task,
        description: 'Made in another browser.',
        client: payerId,
        assigned_to: me.id,
        due_date: '2045-01-01T00:00:00Z',
      }),
    () => expect(teammate.page.getByText(task).first()).toBeVisible(live),
    () => expect(teammate.page.getByText(task)).toHaveCount(0),
  );
  if (shots) await both(teammate.page, 'live-admin-tasks');

  for (const side of [agency, teammate, maya, client]) await side.page.context().close();
}

/** The page at both widths, for looking at; it returns to desktop width. */
async function both(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.waitForTimeout(200);
    await snapshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('live everywhere', () => {
  test.afterAll(() => console.log(`Event to screen:\n  ${latencies.join('\n  ')}`));

  test('with the stream up, each kind of change shows on the other side’s open screen within 2 s', async ({
    browser,
    request,
  }) => {
    await runEveryKind(browser, request, false, true);
    const sorted = [...streamed].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    expect(median, `event to screen: ${sorted.join(', ')} ms`).toBeLessThanOrEqual(LIVE_MS);
  });

  test('with the stream blocked, each kind of change shows once the spec’s 30 s poll comes round', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await runEveryKind(browser, request, true, false);
  });

  test('the bell catches up when the window gets focus back, stream or not', async ({ browser, request }) => {
    const admin = createAdmin(`Focus Admin ${tag()}`);
    const side = await open(browser, request, admin, true);
    const unread = async () =>
      (
        (await (
          await request.get('/api/notifications/?read=false&page_size=1', { headers: auth(side.token) })
        ).json()) as Schemas['Paginated_Notification']
      ).count;
    const was = await unread();
    await expect(side.page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    // A contact inquiry notifies every admin.
    const sent = await request.post('/api/contact/', {
      headers: testAddress(),
      data: { name: 'Focus Visitor', email: 'visitor@e2e.test', subject: 'Hello', message: 'A question for you.' },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    expect(await unread()).toBe(was + 1);
    await side.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(side.page.getByRole('button', { name: `Notifications, ${was + 1} unread` })).toBeVisible(live);
    await side.page.context().close();
  });
});
