import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { clientByEmail } from './content-helpers';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { DEMO, apiToken, seriousViolations, signIn, snapshot, type Schemas } from './helpers';

/** A real PNG of one colour, so the server has pixels to make thumbnails of and each image differs. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CORAL = solidPng(160, 120, [244, 114, 94]);
const TEAL = solidPng(120, 160, [20, 184, 166]);

type Post = Schemas['ContentPost'];

let tags = 0;
function uniqueTag(): string {
  tags += 1;
  return `${Date.now().toString(36)}${tags}`;
}

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const pad = (n: number) => String(n).padStart(2, '0');
/** The browser runs in the same time zone as this process, so local days agree. */
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

async function demoClientId(request: APIRequestContext, adminToken: string): Promise<number> {
  return (await clientByEmail(request, adminToken, DEMO.client.email)).id;
}

/** Arranges a post through the API as the form would send it: multipart, images as one repeated field. */
async function createPost(
  request: APIRequestContext,
  token: string,
  fields: Record<string, string>,
  images: Buffer[] = [],
): Promise<Post> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  images.forEach((image, index) =>
    form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), `${index}.png`),
  );
  const response = await request.post('/api/content/', { headers: auth(token), multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Post;
}

async function getPost(request: APIRequestContext, token: string, id: number): Promise<Post> {
  const response = await request.get(`/api/content/${id}/`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Post;
}

/** What is on screen now, for panels and sheets: a full-page shot would smear their fixed layers. */
async function screenShot(page: Page, name: string) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** The calendar's own words for a day ('Wednesday, November 25, 2026'), as its announcements use them. */
async function dayName(page: Page, key: string): Promise<string> {
  return page.evaluate(
    (k) =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${k}T00:00:00Z`)),
    key,
  );
}

/** A mouse drag in small steps: dnd-kit starts a drag only after the pointer moves a few pixels. */
async function dragTo(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.describe('client content', () => {
  test('a post the agency sends for approval goes back and forth until the client sees it posted with its results', async ({
    page,
    browser,
    request,
  }) => {
    const adminToken = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    const clientToken = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const client = await demoClientId(request, adminToken);
    const title = `Spring launch ${uniqueTag()}`;
    const post = await createPost(
      request,
      adminToken,
      {
        client: String(client),
        platform: 'instagram',
        title,
        content: 'Our spring collection arrives today in three colours',
        scheduled_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        needs_client_approval: 'true',
      },
      [CORAL, TEAL],
    );
    expect(post).toMatchObject({ status: 'pending-approval', awaiting: 'client' });

    // The client hears of it; the notice leads straight to the post.
    const notices = await request.get('/api/notifications/', { headers: auth(clientToken) });
    const notice = ((await notices.json()) as { results: Array<{ title: string; link: string | null }> }).results.find(
      (n) => n.link === `#content?post=${post.id}`,
    );
    expect(notice, 'a notification linking to the new post').toBeTruthy();

    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page
      .getByRole('button', { name: new RegExp(notice!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`#content\\?post=${post.id}$`));
    const panel = page.getByTestId('post-detail-panel');
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/#content$/);

    const card = page.getByTestId(`content-card-${post.id}`);
    await expect(card).toContainText('Pending Approval');
    await expect(card).toContainText('Waiting for your approval');

    // View Images opens a viewer that Escape closes.
    await card.getByRole('button', { name: 'View Images (2)' }).click();
    const viewer = page.getByRole('dialog', { name: `Images of ${title}` });
    await expect(viewer.getByText('Image 1 of 2')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Image 2 of 2')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // A comment (markup shows as typed), then a change request.
    await card.getByRole('button', { name: title, exact: true }).click();
    await panel.getByLabel('Add a comment').fill('Could the teal photo come first? <b>thanks</b>');
    await panel.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(panel.getByRole('list', { name: 'Comments' })).toContainText('<b>thanks</b>');
    await panel.getByRole('button', { name: 'Request Changes' }).click();
    const request_ = page.getByRole('dialog', { name: 'Request Changes' });
    await request_.getByLabel('What should change?').fill('Say tomorrow, not today.');
    await request_.getByRole('button', { name: 'Send Request' }).click();
    await expect(request_).toBeHidden();
    await expect(panel.getByText('Draft', { exact: true })).toBeVisible();
    await expect(panel.getByText('Changes requested')).toBeVisible();
    await expect(panel.locator('[data-kind="feedback"]')).toContainText('Say tomorrow, not today.');
    expect(await seriousViolations(page)).toEqual([]);
    await screenShot(page, 'content-client-1280-detail');
    // The request leaves the client no moves on the post; the panel still lets go of the keyboard and closes.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(card).toContainText('Say tomorrow, not today.');

    // The agency edits the caption (the history shows the words that changed) and sends it again.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.admin.email, DEMO.admin.password);
    await admin.goto(`/dashboard#content?post=${post.id}`);
    const adminPanel = admin.getByTestId('post-detail-panel');
    await expect(adminPanel.locator('[data-kind="feedback"]')).toContainText('Say tomorrow, not today.');
    await adminPanel.getByRole('button', { name: 'Edit Draft' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Draft' });
    await edit.getByLabel('Caption').fill('Our spring collection arrives tomorrow in three colours');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    await adminPanel.getByRole('tab', { name: 'History' }).click();
    const diff = adminPanel.getByTestId('caption-diff').last();
    await expect(diff.locator('del')).toContainText('today');
    await expect(diff.locator('ins')).toContainText('tomorrow');
    await expect(adminPanel.getByRole('list', { name: 'Version history' })).toContainText('asked for changes');
    await diff.scrollIntoViewIfNeeded();
    await screenShot(admin, 'content-admin-1280-history');
    await adminPanel.getByRole('button', { name: 'Send for Approval' }).click();
    await expect(adminPanel.getByText('Pending Approval', { exact: true })).toBeVisible();
    await admin.keyboard.press('Escape');

    // The client approves from the card.
    await page.reload();
    await expect(card).toContainText('tomorrow');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toContainText('Approved');
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The agency records it as posted, with its figures, from the admin screen.
    await admin.reload();
    await admin.getByLabel('Search content').fill(title);
    const adminCard = admin.getByRole('listitem', { name: title });
    await adminCard.getByRole('button', { name: `Actions for ${title}` }).click();
    await adminCard.getByRole('button', { name: 'Mark as Posted' }).click();
    const posted = admin.getByRole('dialog', { name: 'Mark as Posted' });
    await posted.getByLabel('Post URL').fill('https://www.instagram.com/p/spring-launch/');
    await posted.getByLabel('Likes').fill('1250');
    await posted.getByLabel('Comments').fill('48');
    await posted.getByLabel('Shares').fill('17');
    await posted.getByLabel('Views').fill('20400');
    await posted.getByRole('button', { name: 'Mark as Posted' }).click();
    await expect(posted).toBeHidden();
    await adminContext.close();

    // The client sees the live link and the numbers.
    await page.reload();
    await expect(card).toContainText('Posted');
    await expect(card.getByRole('link', { name: /View Live Post/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/spring-launch/',
    );
    for (const figure of ['1.3K', '48', '17', '20.4K']) await expect(card).toContainText(figure);
    await card.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'content-client-1280-grid');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await screenShot(page, 'content-client-390-grid');
    await card.getByRole('button', { name: title, exact: true }).click();
    await expect(panel.getByRole('link', { name: /View Live Post/ })).toBeVisible();
    await screenShot(page, 'content-client-390-detail');
  });

  test('a client submits its own post through the create screen, and images that are too large are refused by name', async ({
    page,
    request,
  }) => {
    const title = `Behind the scenes ${uniqueTag()}`;
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto('/dashboard#content');
    await page.getByRole('button', { name: 'Create Content' }).first().click();
    await expect(page.getByRole('heading', { name: 'Create New Content' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create content' });
    for (const section of ['Select Platform', 'Post Details', 'Upload Images', 'Message to Admin (Optional)'])
      await expect(form.getByRole('heading', { name: section })).toBeVisible();

    const submit = form.getByRole('button', { name: 'Submit for Approval' });
    await expect(submit).toBeDisabled();
    // The demo client has Instagram and TikTok accounts, no YouTube.
    await expect(form.getByRole('radio', { name: /YouTube/ })).toBeDisabled();
    await expect(form.locator('label').filter({ hasText: 'YouTube' })).toContainText('Not Connected');
    await form.locator('label').filter({ hasText: 'Instagram' }).click();
    await expect(form.getByRole('radio', { name: /Instagram/ })).toBeChecked();
    await expect(submit).toBeEnabled();

    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Caption').fill('A look at how we shoot the spring catalogue');
    await expect(form.getByText('43 characters')).toBeVisible();
    await form.getByLabel('Schedule Date & Time').fill('2031-05-06T11:15');
    await form.locator('input[type=file]').setInputFiles([
      { name: 'coral.png', mimeType: 'image/png', buffer: CORAL },
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      { name: 'teal.png', mimeType: 'image/png', buffer: TEAL },
    ]);
    await expect(form.getByRole('alert')).toContainText('larger than 10MB: "huge.png"');
    const chosen = form.getByRole('list', { name: 'Chosen images' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await chosen.getByRole('button', { name: 'Remove teal.png' }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await form.getByLabel('Message', { exact: true }).fill('Happy to reshoot if needed.');
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'content-client-1280-create');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'content-client-390-create');
    await page.setViewportSize({ width: 1280, height: 800 });

    const created = page.waitForResponse((r) => r.url().endsWith('/api/content/') && r.request().method() === 'POST');
    await submit.click();
    const answer = (await (await created).json()) as Post;
    await expect(page.getByText('Content submitted for approval!')).toBeVisible();
    const card = page.getByTestId(`content-card-${answer.id}`);
    await expect(card).toContainText(title);
    await expect(card).toContainText('Pending Approval');
    await expect(card).toContainText("Waiting for the agency's approval");
    // Its own submission is not the client's to approve.
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    const adminToken = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    const saved = await getPost(request, adminToken, answer.id);
    expect(saved).toMatchObject({ author_role: 'client', awaiting: 'agency', status: 'pending-approval' });
    expect(saved.images).toHaveLength(1);
    expect(saved.scheduled_date).toBe(new Date('2031-05-06T11:15').toISOString().replace('.000', ''));
  });

  test('a client edits its sent-back draft, swaps an image and resubmits it', async ({ page, request }) => {
    const clientToken = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const adminToken = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    const title = `Fern care ${uniqueTag()}`;
    const post = await createPost(
      request,
      clientToken,
      {
        platform: 'instagram',
        title,
        content: 'Water your fern once a week',
        scheduled_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      },
      [CORAL, TEAL],
    );
    const sentBack = await request.post(`/api/content/${post.id}/reject/`, {
      headers: auth(adminToken),
      data: { feedback: 'Ferns like more water than that.' },
    });
    expect(sentBack.status(), await sentBack.text()).toBe(200);

    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto('/dashboard#content');
    const card = page.getByTestId(`content-card-${post.id}`);
    await expect(card).toContainText('Draft');
    await expect(card).toContainText('Ferns like more water than that.');
    await card.getByRole('button', { name: 'Edit Draft' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Draft' });
    await expect(edit).toContainText('Ferns like more water than that.');
    await edit.getByLabel('Caption').fill('Water your fern twice a week');
    const images = edit.getByRole('list', { name: 'Chosen images' });
    await expect(images.getByRole('listitem')).toHaveCount(2);
    await images.getByRole('button', { name: 'Remove Current image 2' }).click();
    await edit.locator('input[type=file]').setInputFiles([{ name: 'new.png', mimeType: 'image/png', buffer: TEAL }]);
    await expect(images.getByRole('listitem')).toHaveCount(2);
    await screenShot(page, 'content-client-1280-edit-draft');
    await edit.getByRole('button', { name: 'Resubmit' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('Pending Approval');
    await expect(card).toContainText("Waiting for the agency's approval");
    await expect(card).toContainText('twice a week');

    const saved = await getPost(request, adminToken, post.id);
    expect(saved).toMatchObject({ status: 'pending-approval', awaiting: 'agency' });
    expect(saved.images).toHaveLength(2);
  });

  test('a post dragged to another day in the calendar keeps its new day and its time after a reload', async ({
    page,
    request,
  }) => {
    const clientToken = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const title = `Calendar move ${uniqueTag()}`;
    const when = new Date();
    when.setHours(15, 30, 0, 0);
    const post = await createPost(request, clientToken, {
      platform: 'tiktok',
      title,
      content: 'A post to move around the calendar',
      scheduled_date: when.toISOString(),
    });
    const today = dayKey(when);
    const next = (days: number) => dayKey(new Date(when.getFullYear(), when.getMonth(), when.getDate() + days));

    // This page's live stream is down, so the move made elsewhere at the end leaves it stale until its next
    // poll: the case the stale-version refusal is about (with the stream up the page catches up at once).
    await page.route('**/api/events/**', (route) => route.abort());
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto('/dashboard#content');
    await page.getByRole('button', { name: 'Calendar View' }).click();
    await expect(page).toHaveURL(/view=calendar/);
    const chip = page.getByTestId(`calendar-post-${post.id}`);
    await expect(page.locator(`[data-day="${today}"]`).getByTestId(`calendar-post-${post.id}`)).toBeVisible();

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/content/${post.id}/`) && r.request().method() === 'PATCH',
    );
    await dragTo(page, chip, page.locator(`[data-day="${next(1)}"]`));
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(`Moved “${title}”`)).toBeVisible();
    await page.reload();
    await expect(page.locator(`[data-day="${next(1)}"]`).getByTestId(`calendar-post-${post.id}`)).toBeVisible();

    // The keyboard way: Space on the grip picks it up, an arrow moves it a day, Space drops it.
    await page.getByRole('button', { name: `Move ${title}` }).focus();
    // Each step waits for dnd-kit's announcement: the sensor listens for arrows only once the pick-up landed.
    const live = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(live).toContainText(`${title} is over ${await dayName(page, next(1))}`);
    await page.keyboard.press('ArrowRight');
    await expect(live).toContainText(`is over ${await dayName(page, next(2))}`);
    const again = page.waitForResponse(
      (r) => r.url().endsWith(`/api/content/${post.id}/`) && r.request().method() === 'PATCH',
    );
    await page.keyboard.press('Space');
    expect((await again).status()).toBe(200);
    await page.reload();
    await expect(page.locator(`[data-day="${next(2)}"]`).getByTestId(`calendar-post-${post.id}`)).toBeVisible();

    const moved = await getPost(request, clientToken, post.id);
    const expected = new Date(when);
    expected.setUTCDate(expected.getUTCDate() + 2);
    expect(new Date(moved.scheduled_date).toISOString()).toBe(expected.toISOString());
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'content-client-1280-calendar');

    await page.getByRole('button', { name: 'Week', exact: true }).click();
    // The week shown is today's (Sunday to Saturday); on a Friday or a Saturday two days on is in the next one.
    const nextWeek = when.getDay() + 2 > 6;
    if (nextWeek) await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.locator(`[data-day="${next(2)}"]`).getByTestId(`calendar-post-${post.id}`)).toBeVisible();
    await snapshot(page, 'content-client-1280-calendar-week');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'content-client-390-calendar-week');
    // Back to today's week, so the month shown is today's again.
    if (nextWeek) await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await snapshot(page, 'content-client-390-calendar');

    // A chip opens the post.
    await page
      .getByTestId(`calendar-post-${post.id}`)
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await expect(page.getByTestId('post-detail-panel').getByRole('heading', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');

    // Someone else moves it back to today meanwhile: this page's drag carries a stale version, so it is
    // refused, the page says so, and the grid shows where the post really is.
    await page.setViewportSize({ width: 1280, height: 800 });
    const elsewhere = await request.patch(`/api/content/${post.id}/`, {
      headers: auth(clientToken),
      data: { scheduled_date: when.toISOString(), version: moved.version },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);
    const stale = page.waitForResponse(
      (r) => r.url().endsWith(`/api/content/${post.id}/`) && r.request().method() === 'PATCH',
    );
    await dragTo(page, page.getByTestId(`calendar-post-${post.id}`), page.locator(`[data-day="${next(3)}"]`));
    expect([409, 412]).toContain((await stale).status());
    await expect(page.getByText('The calendar now shows the latest.')).toBeVisible();
    await expect(page.locator(`[data-day="${today}"]`).getByTestId(`calendar-post-${post.id}`)).toBeVisible();
  });
});
