import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiToken, createAdmin, seriousViolations, signIn, snapshot, type Schemas } from './helpers';

/** A real PNG of one colour, so every test image differs and the server has pixels to make thumbnails of. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
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
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CORAL = solidPng(64, 48, [244, 114, 94]);
const TEAL = solidPng(48, 64, [20, 184, 166]);

type Post = Schemas['ContentPost'];

let tags = 0;
function uniqueTag(): string {
  tags += 1;
  return `C2e${Date.now().toString(36)}${tags}`;
}

async function firstClient(request: APIRequestContext, token: string) {
  const response = await request.get('/api/clients/?page_size=1', { headers: { Authorization: `Token ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Schemas['Paginated_Client']).results[0]!;
}

/** Arranges a post through the API, as multipart like the form sends it. */
async function createPostViaApi(
  request: APIRequestContext,
  token: string,
  fields: {
    client: number;
    title: string;
    needsApproval: boolean;
    images?: Buffer[];
    platform?: string;
    scheduled?: string;
  },
): Promise<Post> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    client: String(fields.client),
    platform: fields.platform ?? 'instagram',
    title: fields.title,
    content: `${fields.title}: a caption written by the e2e test for the spring launch.`,
    scheduled_date: fields.scheduled ?? new Date(Date.now() + 3 * 86_400_000).toISOString(),
    needs_client_approval: String(fields.needsApproval),
  };
  // Playwright's multipart takes one value per key, so a single image goes here; more go through the UI.
  if (fields.images?.[0]) multipart.images = { name: 'one.png', mimeType: 'image/png', buffer: fields.images[0] };
  const response = await request.post('/api/content/', { headers: { Authorization: `Token ${token}` }, multipart });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Post;
}

async function openMenu(item: Locator, name: string) {
  await item.getByRole('button', { name: `Actions for ${name}` }).click();
}

/** A dialog is fixed to the viewport; a full-page capture would draw it wherever the page was scrolled. */
async function dialogShot(page: Page, name: string) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

async function showOnly(page: Page, tag: string) {
  await page.getByLabel('Search content').fill(tag);
}

test.describe('admin content', () => {
  test('an admin creates a post with two images that waits for the client, and views its images', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Content Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const client = await firstClient(request, token);
    const tag = uniqueTag();
    const title = `${tag} Spring launch`;

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');
    for (const label of ['Total Posts', 'Pending', 'Approved', 'Posted', 'Drafts', 'This Week'])
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Create Content' }).click();
    const form = page.getByRole('dialog', { name: 'Create Content' });
    await expect(form.getByLabel('Platform')).toHaveValue('instagram');
    await form.getByRole('button', { name: 'Create & Send for Approval' }).click();
    for (const text of ['Client is required', 'Content is required', 'Scheduled date and time are required'])
      await expect(form.getByText(text)).toBeVisible();

    // The button says what will happen: approved at once, or sent to the client.
    await form.getByLabel(/Needs client approval/).uncheck();
    await expect(form.getByRole('button', { name: 'Create & Approve' })).toBeVisible();
    await form.getByLabel(/Needs client approval/).check();

    await form.getByLabel('Client', { exact: true }).selectOption({ value: String(client.id) });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel('Content', { exact: true }).fill('Fresh colours for spring. '.repeat(8));
    await form.getByLabel('Scheduled date and time').fill('2031-04-02T09:30');
    await form.getByLabel('Message to client').fill('Two options for the cover, tell us which you prefer.');
    await form.locator('input[type=file]').setInputFiles([
      { name: 'coral.png', mimeType: 'image/png', buffer: CORAL },
      { name: 'teal.png', mimeType: 'image/png', buffer: TEAL },
    ]);
    const chosen = form.getByRole('list', { name: 'Chosen images' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await chosen.getByRole('button', { name: 'Remove teal.png' }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await form.locator('input[type=file]').setInputFiles([{ name: 'teal.png', mimeType: 'image/png', buffer: TEAL }]);
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await form.getByRole('button', { name: 'Create & Send for Approval' }).click();
    await expect(form).toBeHidden();

    await showOnly(page, tag);
    const card = page.getByRole('listitem', { name: title });
    await expect(card).toContainText('Pending Approval');
    await expect(card).toContainText('Awaiting client');
    await expect(card).toContainText(client.name);
    // Lists show the first 100 characters of the caption.
    await expect(card).toContainText('…');

    await card.getByRole('button', { name: `View Images (2) of ${title}` }).click();
    const viewer = page.getByRole('dialog', { name: `Images of ${title}` });
    await expect(viewer).toContainText('Image 1 of 2');
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText('Image 2 of 2');
    const shown = viewer.getByRole('img');
    await expect(shown).toHaveJSProperty('complete', true);
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // The edit form shows the two images; removing one and adding another keeps two.
    await openMenu(card, title);
    await card.getByRole('button', { name: 'Edit Post' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Content' });
    await expect(edit.getByLabel('Scheduled date and time')).toHaveValue('2031-04-02T09:30');
    await expect(edit.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
    await edit.getByRole('button', { name: 'Remove Current image 1' }).click();
    await edit
      .locator('input[type=file]')
      .setInputFiles([{ name: 'coral2.png', mimeType: 'image/png', buffer: CORAL }]);
    await edit.getByLabel(/^Title/).fill(`${title} v2`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    const edited = page.getByRole('listitem', { name: `${title} v2` });
    await expect(edited.getByRole('button', { name: `View Images (2) of ${title} v2` })).toBeVisible();

    // Someone else saves first: the form keeps what was typed, shows the difference, and Keep my changes saves
    // on top of theirs.
    const postId = Number((await edited.getAttribute('data-testid'))!.replace('post-card-', ''));
    await openMenu(edited, `${title} v2`);
    await edited.getByRole('button', { name: 'Edit Post' }).click();
    const stale = page.getByRole('dialog', { name: 'Edit Content' });
    await expect(stale.getByLabel(/^Title/)).toHaveValue(`${title} v2`);
    const current = (await (
      await request.get(`/api/content/${postId}/`, { headers: { Authorization: `Token ${token}` } })
    ).json()) as { version: number };
    const other = await request.patch(`/api/content/${postId}/`, {
      headers: { Authorization: `Token ${token}` },
      data: { admin_message: 'Changed in another tab', version: current.version },
    });
    expect(other.status(), await other.text()).toBe(200);
    await stale.getByLabel(/^Title/).fill(`${title} v3`);
    await stale.getByRole('button', { name: 'Save changes' }).click();
    const notice = stale.getByRole('alert').filter({ hasText: 'changed by someone else' });
    await expect(notice).toContainText('Message to client');
    await notice.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(stale).toBeHidden();
    const latest = page.getByRole('listitem', { name: `${title} v3` });
    await expect(latest).toBeVisible();

    // The title opens the post's detail panel, and the address says which post is open.
    await latest.getByRole('button', { name: new RegExp(`^${title} v3`) }).click();
    await expect(page).toHaveURL(new RegExp(`#content\\?post=${postId}$`));
    const panel = page.getByRole('dialog', { name: `${title} v3` });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Close post details' }).click();
    await expect(panel).toBeHidden();

    const saved = (await (
      await request.get(`/api/content/?search=${tag}`, { headers: { Authorization: `Token ${token}` } })
    ).json()) as Schemas['Paginated_ContentPost'];
    expect(saved.results).toHaveLength(1);
    expect(saved.results[0]).toMatchObject({
      status: 'pending-approval',
      needs_client_approval: true,
      title: `${title} v3`,
      admin_message: 'Changed in another tab',
    });
    expect(saved.results[0]!.images).toHaveLength(2);
  });

  test('bulk approve, mark posted with metrics, bulk reject with feedback, downloads and deletes', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Publishing Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const client = await firstClient(request, token);
    const tag = uniqueTag();
    const [one, two, three] = ['one', 'two', 'three'].map((word) => `${tag} ${word}`) as [string, string, string];
    const first = await createPostViaApi(request, token, {
      client: client.id,
      title: one,
      needsApproval: true,
      images: [CORAL],
    });
    await createPostViaApi(request, token, { client: client.id, title: two, needsApproval: true });
    await createPostViaApi(request, token, {
      client: client.id,
      title: three,
      needsApproval: true,
      platform: 'tiktok',
    });

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#content');
    await showOnly(page, tag);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    const list = page.getByRole('list', { name: 'Posts' });
    await expect(list.getByRole('listitem')).toHaveCount(3);

    // Bulk approve two of them.
    await list.getByRole('checkbox', { name: `Select ${one}` }).check();
    await list.getByRole('checkbox', { name: `Select ${two}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 posts selected');
    await bar.getByRole('button', { name: 'Approve' }).click();
    // Both wait for the client, so the agency is asked before approving on its behalf.
    await page
      .getByRole('dialog', { name: `Approve on ${client.name}'s behalf?` })
      .getByRole('button', { name: 'Approve 2 posts' })
      .click();
    await expect(bar).toBeHidden();
    await expect(list.getByRole('listitem', { name: one })).toContainText('Approved');
    await expect(list.getByRole('listitem', { name: two })).toContainText('Approved');

    // Mark Posted in bulk refuses a post that is not approved, naming it, before asking the server.
    await list.getByRole('checkbox', { name: `Select ${two}` }).check();
    await list.getByRole('checkbox', { name: `Select ${three}` }).check();
    await bar.getByRole('button', { name: 'Mark Posted' }).click();
    await expect(page.getByRole('alert')).toContainText(`Only approved posts can be marked as posted: "${three}"`);
    await list.getByRole('checkbox', { name: `Select ${three}` }).uncheck();
    await bar.getByRole('button', { name: 'Mark Posted' }).click();
    await expect(list.getByRole('listitem', { name: two })).toContainText('Posted');

    // One post marked posted through its dialog, with a URL and metrics.
    const rowOne = list.getByRole('listitem', { name: one });
    await openMenu(rowOne, one);
    await rowOne.getByRole('button', { name: 'Mark as Posted' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as Posted' });
    await dialog.getByLabel('Post URL').fill('instagram.com/p/abc');
    await dialog.getByRole('button', { name: 'Mark as Posted' }).click();
    await expect(dialog.getByText(/Enter a valid URL/)).toBeVisible();
    await dialog.getByLabel('Post URL').fill('https://www.instagram.com/p/abc/');
    await dialog.getByLabel('Likes').fill('120');
    await dialog.getByLabel('Comments').fill('lots');
    await dialog.getByLabel('Shares').fill('7');
    await dialog.getByLabel('Views').fill('3000');
    await dialog.getByRole('button', { name: 'Mark as Posted' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOne).toContainText('Posted');
    await expect(rowOne).toContainText('120');
    await expect(rowOne).toContainText('3K');
    const stored = (await (
      await request.get(`/api/content/${first.id}/`, { headers: { Authorization: `Token ${token}` } })
    ).json()) as Post;
    expect(stored).toMatchObject({ status: 'posted', likes: 120, comments: 0, views: 3000 });

    // Downloads carry the spec's file names.
    await openMenu(rowOne, one);
    await expect(rowOne.getByRole('button', { name: 'View Posted' })).toBeVisible();
    await expect(rowOne.getByRole('button', { name: 'Set to Draft' })).toBeVisible();
    const data = page.waitForEvent('download');
    await rowOne.getByRole('button', { name: 'Download Data' }).click();
    expect((await data).suggestedFilename()).toBe(`post_${first.id}.json`);
    await openMenu(rowOne, one);
    const images = page.waitForEvent('download');
    await rowOne.getByRole('button', { name: 'Download Images' }).click();
    expect((await images).suggestedFilename()).toBe(`post_${first.id}_images.zip`);
    // A post without images offers no image download.
    const rowTwo = list.getByRole('listitem', { name: two });
    await openMenu(rowTwo, two);
    await expect(rowTwo.getByRole('button', { name: 'Download Data' })).toBeVisible();
    await expect(rowTwo.getByRole('button', { name: 'Download Images' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Reject with feedback: back to draft, the feedback shown on it; then sent for approval again.
    await list.getByRole('checkbox', { name: `Select ${three}` }).check();
    await bar.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject 1 post' });
    await reject.getByLabel(/Feedback/).fill('Use the teal cover instead');
    await reject.getByRole('button', { name: 'Reject 1' }).click();
    await expect(reject).toBeHidden();
    const rowThree = list.getByRole('listitem', { name: three });
    await expect(rowThree).toContainText('Draft');
    await expect(rowThree).toContainText('Changes requested: Use the teal cover instead');
    await openMenu(rowThree, three);
    await expect(rowThree.getByRole('button', { name: 'Set to Draft' })).toHaveCount(0);
    await rowThree.getByRole('button', { name: 'Send for Approval' }).click();
    await expect(rowThree).toContainText('Pending Approval');

    // Set a posted post back to draft.
    await openMenu(rowTwo, two);
    await rowTwo.getByRole('button', { name: 'Set to Draft' }).click();
    await expect(rowTwo).toContainText('Draft');

    // Filters: status, platform and client narrow the list with the search.
    await page.getByLabel('Filter by status').selectOption('posted');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Filter by status').selectOption('all');
    await page.getByLabel('Filter by platform').selectOption('tiktok');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem', { name: three })).toBeVisible();
    await page.getByLabel('Filter by platform').selectOption('youtube');
    await expect(page.getByRole('heading', { name: 'No matching posts' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await page.getByLabel('Filter by client').selectOption({ value: String(client.id) });
    await showOnly(page, tag);
    await expect(list.getByRole('listitem')).toHaveCount(3);

    // Single delete, then bulk delete listing what goes.
    await openMenu(rowTwo, two);
    await rowTwo.getByRole('button', { name: 'Delete Post' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Post' });
    await expect(confirm).toContainText(`Are you sure you want to delete "${two}"?`);
    await confirm.getByRole('button', { name: 'Delete Post' }).click();
    await expect(rowTwo).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Select all shown posts' }).check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    const bulkDelete = page.getByRole('dialog', { name: 'Delete 2 posts?' });
    const doomed = bulkDelete.getByRole('list', { name: 'Posts to delete' });
    await expect(doomed.getByRole('listitem')).toHaveCount(2);
    await expect(doomed).toContainText(one);
    await bulkDelete.getByRole('button', { name: 'Delete 2' }).click();
    await expect(page.getByRole('heading', { name: 'No matching posts' })).toBeVisible();
  });

  test('the overview lists pending posts and approves or sends them back in place', async ({ page, request }) => {
    const admin = createAdmin('Overview Content Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const client = await firstClient(request, token);
    const tag = uniqueTag();
    const approveMe = `${tag} approve me`;
    const sendBack = `${tag} send me back`;
    // Lists put the latest scheduled first, so posts far ahead take the panel's three places whatever else
    // is pending (demo data and other tests share this server; approving theirs would change their world).
    const far = (year: number) => new Date(Date.UTC(year, 0, 1, 9)).toISOString();
    await createPostViaApi(request, token, {
      client: client.id,
      title: approveMe,
      needsApproval: true,
      scheduled: far(2098),
    });
    await createPostViaApi(request, token, {
      client: client.id,
      title: sendBack,
      needsApproval: true,
      scheduled: far(2099),
    });

    await signIn(page, admin.email, admin.password);
    const panel = page.getByRole('list', { name: 'Content pending approval' });
    await expect(panel.getByRole('listitem', { name: approveMe })).toContainText('Awaiting client');
    await expect(panel.getByRole('listitem', { name: sendBack })).toBeVisible();
    await panel.getByRole('button', { name: `Approve ${approveMe}` }).click();
    await page
      .getByRole('dialog', { name: `Approve on ${client.name}'s behalf?` })
      .getByRole('button', { name: 'Approve for Client' })
      .click();
    await expect(panel.getByRole('listitem', { name: approveMe })).toHaveCount(0);
    await panel.getByRole('button', { name: `Reject ${sendBack}` }).click();
    const feedback = page.getByRole('dialog', { name: 'Send Back with Feedback' });
    await feedback.getByLabel(/What should change/).fill('Shorter caption please');
    await feedback.getByRole('button', { name: 'Send Back' }).click();
    await expect(feedback).toBeHidden();
    await expect(panel.getByRole('listitem', { name: sendBack })).toHaveCount(0);
    const after = (await (
      await request.get(`/api/content/?search=${tag}`, { headers: { Authorization: `Token ${token}` } })
    ).json()) as {
      results: Array<Post & { title: string; feedback: string }>;
    };
    expect(after.results.find((post) => post.title === approveMe)?.status).toBe('approved');
    expect(after.results.find((post) => post.title === sendBack)).toMatchObject({
      status: 'draft',
      feedback: 'Shorter caption please',
    });
  });
});

test.describe('content screenshots for review (ui/e2e/artifacts)', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`admin content screens at ${width}px`, async ({ page, request }) => {
      const admin = createAdmin(`Looks Admin ${width}`);
      const token = await apiToken(request, admin.email, admin.password);
      const client = await firstClient(request, token);
      const title = `${uniqueTag()} A launch post with a long title that has to wrap on a phone screen`;
      await createPostViaApi(request, token, { client: client.id, title, needsApproval: true, images: [CORAL] });

      await page.setViewportSize({ width, height });
      await signIn(page, admin.email, admin.password);
      await expect(page.getByRole('list', { name: 'Content pending approval' })).toBeVisible();
      await snapshot(page, `${width}-admin-overview-content`);

      await page.goto('/dashboard#content');
      await expect(page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first()).toBeVisible();
      await snapshot(page, `${width}-admin-content-grid`);
      expect(await seriousViolations(page), 'content grid').toEqual([]);
      await page.getByRole('list', { name: 'Posts' }).getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await snapshot(page, `${width}-admin-content-list`);
      expect(await seriousViolations(page), 'content list with the bulk bar').toEqual([]);
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await bar.getByRole('button', { name: 'Delete' }).click();
      await dialogShot(page, `${width}-admin-content-bulk-delete`);
      await page.keyboard.press('Escape');
      await bar.getByRole('button', { name: 'Clear' }).click();

      await page.getByRole('button', { name: 'Create Content' }).click();
      const form = page.getByRole('dialog', { name: 'Create Content' });
      await form.locator('input[type=file]').setInputFiles([
        { name: 'coral.png', mimeType: 'image/png', buffer: CORAL },
        { name: 'a-very-long-file-name-for-a-teal-picture.png', mimeType: 'image/png', buffer: TEAL },
      ]);
      await form.getByRole('button', { name: 'Create & Send for Approval' }).click();
      await expect(form.getByText('Client is required')).toBeVisible();
      await form.getByText('Client is required').scrollIntoViewIfNeeded();
      await dialogShot(page, `${width}-admin-content-form`);
      expect(await seriousViolations(page), 'create form with errors').toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByLabel('Search content').fill(title.split(' ')[0]!);
      const card = page.getByRole('listitem', { name: title });
      await card.getByRole('button', { name: /^View Images/ }).click();
      await expect(page.getByRole('dialog', { name: `Images of ${title}` })).toBeVisible();
      await dialogShot(page, `${width}-admin-content-viewer`);
      await page.keyboard.press('Escape');
      await page.getByLabel('Filter by status').selectOption('posted');
      await page.getByLabel('Search content').fill('');
      await expect(page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first()).toContainText('Posted');
      await page.evaluate(() => window.scrollTo(0, 0));
      await snapshot(page, `${width}-admin-content-posted`);
    });
  }
});
