import { readFileSync } from 'node:fs';
import { clientByEmail } from './content-helpers';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { apiToken, createAdmin, registerClient, seriousViolations, signIn, snapshot } from './helpers';

// Each test has its own client (registered through the API) and its own admin (made with the CLI): the
// server allows a user five open event streams, and the demo admin is signed in all over the suite.

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** A file the server will take as a PDF: it decides the type from the bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let tags = 0;
function tag(): string {
  tags += 1;
  return `${Date.now().toString(36)}${tags}`;
}

interface Party {
  admin: { email: string; password: string; name: string };
  adminToken: string;
  client: { email: string; password: string; name: string; company: string };
  clientToken: string;
  clientId: number;
}

async function party(request: APIRequestContext, name = `Casey ${tag()}`): Promise<Party> {
  const admin = createAdmin(`Agent ${tag()}`);
  const client = await registerClient(request, { name, company: `${name} Studio` });
  const adminToken = await apiToken(request, admin.email, admin.password);
  const clientToken = await apiToken(request, client.email, client.password);
  const clientId = (await clientByEmail(request, adminToken, client.email)).id;
  return { admin, adminToken, client, clientToken, clientId };
}

async function signedIn(
  browser: Browser,
  email: string,
  password: string,
  { width = 1280, blockStream = false } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
  // Before signing in: the dashboard opens its stream as soon as it loads.
  if (blockStream) await context.route('**/api/events/**', (route) => route.abort());
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

async function clientSends(request: APIRequestContext, p: Party, content: string) {
  const response = await request.post('/api/messages/send-to-admin/', {
    headers: auth(p.clientToken),
    data: { content },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const thread = (page: Page) => page.getByRole('log');
const live = (page: Page) => expect(page.getByTestId('live-indicator')).toHaveAttribute('data-live', 'true');

test.describe('messages', () => {
  test('a client message reaches the open admin conversation live, and the answer comes back the same way', async ({
    browser,
    request,
  }) => {
    const p = await party(request);
    const admin = await signedIn(browser, p.admin.email, p.admin.password);
    const client = await signedIn(browser, p.client.email, p.client.password);
    await admin.goto(`/dashboard#messages?client=${p.clientId}`);
    await client.goto('/dashboard#messages');
    await live(admin);
    await live(client);

    const hello = `Hello from the client ${tag()}`;
    await composer(client).fill(hello);
    await composer(client).press('Enter');
    await expect(composer(client)).toHaveValue('');
    // Live: well inside the 5 s poll the fallback would need.
    await expect(thread(admin).getByText(hello)).toBeVisible({ timeout: 2_000 });

    // Shift+Enter is a new line; Enter sends both lines as one message.
    await composer(admin).fill('Line one');
    await composer(admin).press('Shift+Enter');
    await composer(admin).pressSequentially('Line two');
    await expect(composer(admin)).toHaveValue('Line one\nLine two');
    await composer(admin).press('Enter');
    const answer = thread(client).locator('li').filter({ hasText: 'Line one' });
    await expect(answer).toBeVisible({ timeout: 2_000 });
    expect(await answer.locator('p[dir="auto"]').innerText()).toBe('Line one\nLine two');

    // The admin had the conversation open, so the client sees its message read.
    const mine = thread(client).locator('li').filter({ hasText: hello });
    await expect(mine.getByText('Read', { exact: true })).toBeAttached({ timeout: 5_000 });

    // Blank text is never sent.
    await composer(client).fill('   \n  ');
    await expect(client.getByRole('button', { name: 'Send' })).toBeDisabled();
    await composer(client).press('Enter');
    await expect(composer(client)).toHaveValue('   \n  ');

    // Markup is shown as typed, never run.
    const markup = `<img src=x onerror="window.__pwned=1"> <b>bold</b> ${tag()}`;
    await clientSends(request, p, markup);
    await expect(thread(admin).getByText(markup)).toBeVisible({ timeout: 2_000 });
    expect(await admin.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await thread(admin).locator('img, b').count()).toBe(0);

    expect(await seriousViolations(admin)).toEqual([]);
    expect(await seriousViolations(client)).toEqual([]);
    await snapshot(admin, 'messages-admin-1280');
    await snapshot(client, 'messages-client-1280');
    await admin.context().close();
    await client.context().close();
  });

  test('with the event stream blocked the open conversation still updates by polling every 5 s', async ({
    browser,
    request,
  }) => {
    const p = await party(request);
    const admin = await signedIn(browser, p.admin.email, p.admin.password, { blockStream: true });
    await admin.goto(`/dashboard#messages?client=${p.clientId}`);
    await expect(admin.getByTestId('live-indicator')).toHaveText('Updates every 5 s');
    await expect(admin.getByText(/No messages yet\. Write the first/)).toBeVisible();

    const text = `Sent while the stream is down ${tag()}`;
    await clientSends(request, p, text);
    await expect(thread(admin).getByText(text)).toBeVisible({ timeout: 7_000 });
    await expect(admin.getByTestId('live-indicator')).toHaveAttribute('data-live', 'false');
    await admin.context().close();
  });

  test('attachments go both ways and download intact; large and disguised files are refused', async ({
    browser,
    request,
  }) => {
    const p = await party(request);
    const admin = await signedIn(browser, p.admin.email, p.admin.password);
    const client = await signedIn(browser, p.client.email, p.client.password);
    await admin.goto(`/dashboard#messages?client=${p.clientId}`);
    await client.goto('/dashboard#messages');
    await live(admin);

    // Client to agency: a PDF with a line of text.
    await client
      .locator('input[type=file]')
      .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(client.getByRole('button', { name: 'Remove attachment brief.pdf' })).toBeVisible();
    await composer(client).fill('Here is the brief');
    await composer(client).press('Enter');
    const card = thread(admin).locator('li').filter({ hasText: 'Here is the brief' });
    await expect(card.getByText('brief.pdf')).toBeVisible({ timeout: 5_000 });
    // The file name is noted in the text for the record, and shown once, on the card.
    await expect(card.getByText('📎 brief.pdf')).toHaveCount(0);
    const pdfDownload = admin.waitForEvent('download');
    await card.getByRole('button', { name: 'Download brief.pdf' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('brief.pdf');
    expect(readFileSync((await pdf.path())!)).toEqual(PDF);

    // Agency to client: a text file alone.
    const notes = Buffer.from(`Posting plan for next week ${tag()}\n`);
    await admin.locator('input[type=file]').setInputFiles({ name: 'plan.txt', mimeType: 'text/plain', buffer: notes });
    await admin.getByRole('button', { name: 'Send' }).click();
    const planCard = thread(client).locator('li').filter({ hasText: 'plan.txt' });
    await expect(planCard).toBeVisible({ timeout: 5_000 });
    const txtDownload = client.waitForEvent('download');
    await planCard.getByRole('button', { name: 'Download plan.txt' }).click();
    expect(readFileSync((await (await txtDownload).path())!)).toEqual(notes);

    // Over 10 MB: refused before any upload, in the spec's words.
    const uploads: string[] = [];
    client.on('request', (r) => {
      if (r.url().includes('/api/files/')) uploads.push(r.url());
    });
    await client.locator('input[type=file]').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await expect(client.getByText('File size must be less than 10MB')).toBeVisible();
    await expect(client.getByRole('button', { name: /Remove attachment/ })).toHaveCount(0);
    // A type the portal does not take is refused by name too.
    await client
      .locator('input[type=file]')
      .setInputFiles({ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: PDF });
    await expect(client.getByText(/Only images, PDF, Word/)).toBeVisible();
    expect(uploads).toEqual([]);

    // A program named like a PDF passes the browser's guess; the server reads the bytes and refuses it.
    await client.locator('input[type=file]').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 not really a pdf'),
    });
    await composer(client).fill('Disguised');
    await composer(client).press('Enter');
    await expect(client.locator('form').getByRole('alert')).toBeVisible();
    await expect(composer(client)).toHaveValue('Disguised');
    await admin.context().close();
    await client.context().close();
  });

  test('unread badges count live, the bell opens the conversation, and the overview leads to unread ones', async ({
    browser,
    request,
  }) => {
    const p = await party(request);
    const admin = await signedIn(browser, p.admin.email, p.admin.password);
    await admin.goto('/dashboard#messages');
    // No conversation open, so no indicator: the screen says how it is kept current.
    await expect(admin.locator('[data-live-status]')).toHaveAttribute('data-live-status', 'live');
    const row = admin.getByRole('link', { name: new RegExp(p.client.name) });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('unread-badge')).toHaveCount(0);

    await clientSends(request, p, `First question ${tag()}`);
    await clientSends(request, p, `Second question ${tag()}`);
    await expect(row.getByTestId('unread-badge')).toHaveText(/^2/, { timeout: 3_000 });
    await admin.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(row).toBeVisible();

    // The overview's quick action opens the list on its unread conversations.
    await admin.goto('/dashboard#overview');
    await admin.getByRole('link', { name: /Client Messages/ }).click();
    await expect(admin).toHaveURL(/#messages\?filter=unread/);
    await expect(admin.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toBeVisible();

    // The bell's notice names the conversation; opening it reads the messages and clears the badge.
    await admin.getByRole('button', { name: /^Notifications/ }).click();
    await admin
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: new RegExp(p.client.name) })
      .first()
      .click();
    await expect(admin).toHaveURL(new RegExp(`#messages\\?client=${p.clientId}`));
    await expect(thread(admin).getByText(/Second question/)).toBeVisible();
    await admin.goto('/dashboard#messages');
    await expect(row.getByTestId('unread-badge')).toHaveCount(0);
    await admin.context().close();
  });

  test('an admin starts a conversation from New, searches the list, and on a phone goes list, thread, back', async ({
    browser,
    request,
  }) => {
    const p = await party(request, `Quinn ${tag()}`);
    const admin = await signedIn(browser, p.admin.email, p.admin.password);
    await admin.goto('/dashboard#messages');
    await admin.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Start New Conversation' });
    await dialog.getByRole('searchbox', { name: 'Search clients' }).fill(p.client.company);
    await dialog.getByRole('button', { name: new RegExp(p.client.name) }).click();
    await expect(dialog).toBeHidden();
    await expect(admin).toHaveURL(new RegExp(`client=${p.clientId}`));
    await expect(admin.getByRole('heading', { name: p.client.name })).toBeVisible();
    const first = `Welcome aboard ${tag()}`;
    await composer(admin).fill(first);
    await composer(admin).press('Enter');
    await expect(thread(admin).getByText(first)).toBeVisible();

    await admin.getByRole('searchbox', { name: 'Search conversations' }).fill(p.client.company.toUpperCase());
    const list = admin.getByRole('region', { name: 'Conversations' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link', { name: new RegExp(p.client.name) })).toBeVisible();

    // 390 px: the list, then the thread alone with a way back.
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto('/dashboard#messages');
    await admin.getByRole('link', { name: new RegExp(p.client.name) }).click();
    await expect(thread(admin).getByText(first)).toBeVisible();
    await expect(admin.getByRole('searchbox', { name: 'Search conversations' })).toBeHidden();
    await snapshot(admin, 'messages-admin-390-thread');
    await admin.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(admin.getByRole('searchbox', { name: 'Search conversations' })).toBeVisible();
    await expect(thread(admin)).toBeHidden();
    await snapshot(admin, 'messages-admin-390-list');
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.context().close();
  });

  test('a client sees the real team, reads Team Info, starts a question from Quick Help and searches the thread', async ({
    browser,
    request,
  }) => {
    const p = await party(request);
    const client = await signedIn(browser, p.client.email, p.client.password, { width: 390 });
    await clientSends(request, p, `Where is my invoice for March? ${tag()}`);
    await clientSends(request, p, `And the April posts? ${tag()}`);
    await client.goto('/dashboard#messages');

    const team = client.getByRole('region', { name: 'Your Team' });
    await expect(team.getByText('Alex Morgan')).toBeVisible();
    await client.getByRole('button', { name: 'Team Info' }).click();
    const info = client.getByRole('dialog', { name: 'Team Info' });
    await expect(info.getByText('Alex Morgan')).toBeVisible();
    await expect(info.getByRole('link', { name: 'admin@atrium.test' })).toHaveAttribute(
      'href',
      'mailto:admin@atrium.test',
    );
    await info.getByRole('button', { name: 'Close dialog' }).click();

    await client.getByRole('searchbox', { name: 'Search messages' }).fill('invoice');
    await expect(client.getByText('1 message matches')).toBeVisible();
    await expect(thread(client).locator('mark')).toHaveText('invoice');
    await expect(thread(client).getByText(/April posts/)).toHaveCount(0);
    await client.getByRole('searchbox', { name: 'Search messages' }).fill('');

    await client.getByRole('button', { name: /Billing question/ }).click();
    await expect(composer(client)).toBeFocused();
    await expect(composer(client)).toHaveValue('Hi, I have a question about my billing: ');
    await snapshot(client, 'messages-client-390');
    expect(await seriousViolations(client)).toEqual([]);
    await client.context().close();
  });

  test('long unbroken names and texts keep both messages screens within the window at 390 and 1280 px', async ({
    browser,
    request,
  }) => {
    const long = `Unbroken${tag()}`.repeat(12).slice(0, 120);
    const p = await party(request, long);
    await clientSends(request, p, `${'x'.repeat(400)} ${'שלום עולם '.repeat(20)}`);
    const overflow = (page: Page) =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const width of [390, 1280]) {
      const admin = await signedIn(browser, p.admin.email, p.admin.password, { width });
      await admin.goto('/dashboard#messages');
      await expect(admin.getByRole('link', { name: new RegExp(long.slice(0, 40)) })).toBeVisible();
      expect(await overflow(admin), `admin list at ${width}`).toBeLessThanOrEqual(0);
      await admin.goto(`/dashboard#messages?client=${p.clientId}`);
      await expect(thread(admin).getByText(/xxxx/)).toBeVisible();
      expect(await overflow(admin), `admin thread at ${width}`).toBeLessThanOrEqual(0);
      await admin.context().close();

      const client = await signedIn(browser, p.client.email, p.client.password, { width });
      await client.goto('/dashboard#messages');
      await expect(thread(client).getByText(/xxxx/)).toBeVisible();
      expect(await overflow(client), `client thread at ${width}`).toBeLessThanOrEqual(0);
      await client.context().close();
    }
  });
});
