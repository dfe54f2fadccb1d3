import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import {
  DEMO,
  apiToken,
  createAdmin,
  outbox,
  registerClient,
  seriousViolations,
  signIn,
  uniqueEmail,
  type Schemas,
} from './helpers';
import {
  auth,
  clientByEmail,
  createPost,
  firstClient,
  getPost,
  lastHistory,
  uniqueTag,
  viewShot,
} from './content-helpers';

/** A PNG of horizontal bands, so a screenshot shows where the image sits and how it is cropped. */
function bandsPng(width: number, height: number, colours: Array<[number, number, number]>): Buffer {
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
  const rows = Array.from({ length: height }, (_, y) => {
    const rgb = colours[Math.floor((y * colours.length) / height)]!;
    return Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BANDS = bandsPng(400, 500, [
  [251, 191, 36],
  [244, 114, 94],
  [20, 184, 166],
]);

/** The /review/<key> path from the newest mail to `email`. */
function reviewLinkFor(email: string): string {
  const body = outbox(email, 1).at(-1)?.body ?? '';
  const link = body.match(/https?:\/\/\S+\/review\/[\w-]+/)?.[0];
  if (!link) throw new Error(`No review link in the outbox for ${email}: ${body}`);
  return new URL(link).pathname;
}

/** The page's cumulative layout shift so far (the shifts no input caused), as Lighthouse adds it up. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

async function openPost(page: Page, id: number) {
  await page.goto(`/dashboard#content?post=${id}`);
  const panel = page.getByTestId('post-detail-panel');
  await expect(panel.getByRole('heading', { level: 2 })).toBeVisible();
  return panel;
}

test.describe('review links', () => {
  test('the agency sends a post for review to an outside address; the reviewer asks for changes on a phone without an account; the agency sees the feedback and the reviewer’s address', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const admin = createAdmin('Review Admin');
    const token = await apiToken(request, admin.email, admin.password);
    // A company and an approver named in one unbroken word each: the approvals panel and the phone's review
    // page must wrap them, not widen (a name like this once widened the review page to 1,658 px).
    const long = uniqueTag('Unbroken').repeat(4);
    const registered = await registerClient(request, { name: `${long}Approver`, company: `${long}Studio` });
    const client = await clientByEmail(request, token, registered.email);
    expect(client.company).toBe(registered.company);
    const title = `${uniqueTag('Rv')} autumn teaser`;
    const post = await createPost(request, token, {
      client: client.id,
      title,
      needsApproval: true,
      image: BANDS,
      scheduled: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    expect(post).toMatchObject({ status: 'pending-approval', awaiting: 'client' });
    expect(post.approve_by).not.toBeNull();

    // The agency: the post's approvals panel, then Send for Review.
    await signIn(page, admin.email, admin.password);
    let panel = await openPost(page, post.id);
    const approvals = panel.getByTestId('approvals-panel');
    await expect(approvals).toContainText('Any approver');
    await expect(approvals).toContainText('Client step');
    await expect(approvals).toContainText('No decisions yet in this round.');
    await expect(approvals).toContainText(`Waiting for ${registered.name}.`);
    expect(await approvals.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    // The agency moves the deadline: picked in local time, shown back the same.
    await approvals.getByRole('button', { name: 'Change deadline' }).click();
    await approvals.getByLabel('Approve by').fill('2031-03-01T12:00');
    await approvals.getByRole('button', { name: 'Save deadline' }).click();
    await expect(approvals.getByRole('status')).toHaveText('Deadline saved.');
    await expect(approvals).toContainText('Mar 1, 2031, 12:00 PM');
    const moved = (await getPost(request, token, post.id)).approve_by;
    expect(new Date(moved ?? '').getTime()).toBe(new Date(2031, 2, 1, 12).getTime());
    await approvals.scrollIntoViewIfNeeded();
    await viewShot(page, '1280-review-approvals-panel');

    await panel.getByRole('button', { name: 'Send for Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for Review' });
    await expect(dialog.getByText('Not sent for review by link yet.')).toBeVisible();
    const reviewer = uniqueEmail('outside-reviewer');
    await dialog.getByLabel("Reviewer's email").fill(reviewer);
    await dialog.getByLabel('Note for the reviewer').fill('Please check the caption before Friday.');
    await dialog.getByLabel('Link works for (days)').fill('7');
    await dialog.getByRole('button', { name: 'Send Link' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: `Review link sent to ${reviewer}.` })).toBeVisible();
    const sent = dialog.getByRole('list', { name: 'Review links sent' }).getByRole('listitem');
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText(reviewer);
    await expect(sent).toContainText('Active');
    await expect(sent).toContainText('not opened yet');
    await viewShot(page, '1280-review-send-dialog');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The reviewer: the link from the mail, on a phone, signed in nowhere.
    const link = reviewLinkFor(reviewer);
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
    const review = await phone.newPage();
    await review.goto(link);
    await expect(review.getByRole('heading', { level: 1 })).toContainText(
      `A post for ${client.company || client.name}`,
    );
    await expect(review.getByText('Please check the caption before Friday.')).toBeVisible();
    const card = review.getByRole('article', { name: title });
    await expect(card).toContainText('Instagram');
    await expect(card).toContainText(`${title}: a caption written by the e2e test.`);
    await expect(card.getByRole('link', { name: /Open image 1 of 1/ })).toBeVisible();
    await expect(card).toContainText('Please decide by');
    // Nothing moves once painted: the image's box is reserved before it loads (layout shifts add up to ~0).
    expect(await layoutShift(review)).toBeLessThan(0.02);
    // Nothing wider than the phone: the page never scrolls sideways.
    expect(await review.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(review)).toEqual([]);
    await viewShot(review, '390-review-page');

    // A request for changes needs a note.
    await card.getByRole('button', { name: 'Request changes' }).click();
    await card.getByRole('button', { name: 'Send request' }).click();
    await expect(card.getByText('Say what should change')).toBeVisible();
    const feedback = 'Shorter caption please, and tag the shop.';
    await card.getByLabel('What should change?').fill(feedback);
    await card.getByRole('button', { name: 'Send request' }).click();
    await expect(card.getByTestId('review-standing')).toHaveText(
      'You asked for changes. The agency will revise the post.',
    );
    await expect(card.getByRole('list', { name: 'Comments' })).toContainText(feedback);
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await viewShot(review, '390-review-page-decided');
    await phone.close();

    const after = await getPost(request, token, post.id);
    expect(after).toMatchObject({ status: 'draft', feedback });
    expect(await lastHistory(request, token, post.id)).toMatchObject({
      action: 'rejected',
      reviewer_email: reviewer,
      actor: null,
    });

    // The agency again: the feedback, the decision by link and the history entry with the address.
    panel = await openPost(page, post.id);
    await expect(panel.getByText(feedback).first()).toBeVisible();
    const decided = panel.getByTestId('approvals-panel');
    await expect(decided.getByRole('list', { name: 'Decisions' })).toContainText(`${reviewer} asked for changes`);
    await expect(decided).toContainText('by review link');
    await panel.getByRole('tab', { name: 'History' }).click();
    const entry = panel.getByRole('list', { name: 'Version history' }).locator('li[data-action="rejected"]');
    await expect(entry).toContainText(`asked for changes via review link (${reviewer})`);
    await expect(entry).toContainText(feedback);
    await panel.getByRole('tab', { name: /Comments/ }).click();
    await expect(panel.getByRole('list', { name: 'Comments' })).toContainText('Via review link');

    // The same screens on a phone: the panel, and the dialog with the link now opened once.
    await page.setViewportSize({ width: 390, height: 844 });
    panel = await openPost(page, post.id);
    await panel.getByTestId('approvals-panel').scrollIntoViewIfNeeded();
    await viewShot(page, '390-review-approvals-panel');
    await panel.getByRole('button', { name: 'Send for Review' }).click();
    await expect(dialog.getByRole('list', { name: 'Review links sent' })).toContainText('last opened just now');
    await viewShot(page, '390-review-send-dialog');

    // Revoke: the link stops working at once, and the page says so in words.
    await dialog.getByRole('button', { name: `Revoke the link sent to ${reviewer}` }).click();
    await expect(dialog.getByRole('list', { name: 'Review links sent' })).toContainText('Revoked');
    const late = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const gone = await late.newPage();
    await gone.goto(link);
    await expect(gone.getByTestId('review-problem')).toContainText('This review link does not work any more');
    await late.close();
  });

  test('the review page at 1280 px, a reviewer approving, and an overdue post flagged in the content list', async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    const admin = createAdmin('Review Admin Wide');
    const token = await apiToken(request, admin.email, admin.password);
    const client = await firstClient(request, token);
    const tag = uniqueTag('Rw');
    const first = await createPost(request, token, {
      client: client.id,
      title: `${tag} first`,
      needsApproval: true,
      image: BANDS,
    });
    const second = await createPost(request, token, { client: client.id, title: `${tag} second`, needsApproval: true });

    // Overdue: a deadline already past, set through the API; the list flags it and the filter finds it.
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const deadline = await request.post(`/api/content/${second.id}/deadline/`, {
      headers: { Authorization: `Token ${token}` },
      data: { approve_by: past },
    });
    expect(deadline.status(), await deadline.text()).toBe(200);
    expect(((await deadline.json()) as { overdue: boolean }).overdue).toBe(true);

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#content');
    const search = page.getByLabel('Search content');
    await search.fill(tag);
    const grid = page.getByRole('list', { name: 'Posts' });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await expect(grid.getByRole('listitem', { name: `${tag} second` }).getByTestId('overdue-badge')).toBeVisible();
    await expect(grid.getByRole('listitem', { name: `${tag} first` }).getByTestId('overdue-badge')).toHaveCount(0);
    // Choosing the filter clears the search (the two do not go together).
    await page.getByLabel('Filter by status').selectOption('Overdue');
    await expect(search).toHaveValue('');
    await expect(grid.getByRole('listitem', { name: `${tag} second` })).toBeVisible();
    await expect(grid.getByRole('listitem', { name: `${tag} first` })).toHaveCount(0);
    await viewShot(page, '1280-content-overdue-filter');
    await page.getByLabel('Filter by status').selectOption('All statuses');

    // Both posts to one reviewer from the bulk bar.
    await search.fill(tag);
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    for (const post of [first, second]) await grid.getByRole('checkbox', { name: `Select ${post.title}` }).check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Send for Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for Review' });
    await expect(dialog).toContainText(`2 posts of ${client.name}`);
    const reviewer = uniqueEmail('wide-reviewer');
    await dialog.getByLabel("Reviewer's email").fill(reviewer);
    await dialog.getByRole('button', { name: 'Send Link' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Review link sent to ${reviewer}.`)).toBeVisible();

    const wide = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const review = await wide.newPage();
    await review.goto(reviewLinkFor(reviewer));
    await expect(review.getByRole('heading', { level: 1 })).toContainText('2 posts for');
    await expect(review.getByTestId('review-summary')).toContainText('2 posts wait for your decision');
    const card = review.getByRole('article', { name: `${tag} first` });
    await card.getByRole('button', { name: 'Comment' }).click();
    await card.getByLabel('Your comment').fill('Love the colours.');
    await card.getByRole('button', { name: 'Comment' }).click();
    await expect(card.getByRole('list', { name: 'Comments' })).toContainText('Love the colours.');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByTestId('review-standing')).toHaveText('You approved this post.');
    await expect(review.getByTestId('review-summary')).toContainText('One post waits for your decision');
    expect(await seriousViolations(review)).toEqual([]);
    await viewShot(review, '1280-review-page');
    await review.screenshot({ path: 'e2e/artifacts/1280-review-page-full.png', fullPage: true });
    await wide.close();

    expect((await getPost(request, token, first.id)).status).toBe('approved');
    expect(await lastHistory(request, token, first.id)).toMatchObject({ action: 'approved', reviewer_email: reviewer });
  });

  test('an unknown review link gets a friendly page, not an error', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/review/not-a-real-key-at-all');
    const problem = page.getByTestId('review-problem');
    await expect(problem.getByRole('heading', { level: 1 })).toHaveText('This review link does not work any more');
    await expect(problem).toContainText('Ask whoever sent it for a new one.');
    await viewShot(page, '390-review-invalid');
  });
  test('the agency sets a client’s approval policy in its detail, and a new post then waits for the agency first', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Policy Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const client = await firstClient(request, token);
    const policyOf = async () => {
      const answer = await request.get(`/api/clients/${client.id}/approval-policy/`, { headers: auth(token) });
      expect(answer.status(), await answer.text()).toBe(200);
      return (await answer.json()) as Schemas['Policy'];
    };
    const before = await policyOf();
    try {
      await signIn(page, admin.email, admin.password);
      await page.goto('/dashboard#clients');
      await page
        .getByRole('button', { name: `Actions for ${client.name}` })
        .first()
        .click();
      await page.getByRole('button', { name: 'View Details' }).click();
      const card = page.getByRole('dialog', { name: client.name }).getByRole('region', { name: 'Approvals' });
      await expect(card.getByRole('radio', { name: /Any approver/ })).toBeChecked();
      await expect(card.getByRole('button', { name: 'Save approvals' })).toBeDisabled();
      await card.getByRole('radio', { name: /Agency first, then the client/ }).check();
      await card.getByLabel('Approve-by lead time (hours)').fill('24');
      await card.getByRole('button', { name: 'Save approvals' }).click();
      await expect(card.getByRole('status')).toHaveText('Approval settings saved.');
      expect(await policyOf()).toEqual({ approval_policy: 'two_step', approval_lead_hours: 24 });
      await card.scrollIntoViewIfNeeded();
      await viewShot(page, '1280-client-approvals-card');
      await page.setViewportSize({ width: 390, height: 844 });
      await card.scrollIntoViewIfNeeded();
      await viewShot(page, '390-client-approvals-card');

      const post = await createPost(request, token, {
        client: client.id,
        title: `${uniqueTag('Rp')} two steps`,
        needsApproval: true,
      });
      expect(post.awaiting).toBe('agency');
      await page.goto(`/dashboard#content?post=${post.id}`);
      const approvals = page.getByTestId('approvals-panel');
      await expect(approvals).toContainText('Agency first, then the client');
      await expect(approvals).toContainText('Agency step');
      await expect(approvals).toContainText('Waiting for the agency to approve first.');
    } finally {
      // The worker's server is shared with the specs after this one: the client gets its policy back.
      const back = await request.patch(`/api/clients/${client.id}/approval-policy/`, {
        headers: auth(token),
        data: before,
      });
      expect(back.status(), await back.text()).toBe(200);
    }
  });

  test('a client’s owner sends one of its posts for review from the post’s detail', async ({ page, request }) => {
    const admin = createAdmin('Owner Review Admin');
    const adminToken = await apiToken(request, admin.email, admin.password);
    const ownerToken = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const me = (await (
      await request.get('/api/auth/me/', { headers: auth(ownerToken) })
    ).json()) as Schemas['UserView'];
    expect(me.seat).toBe('owner');
    const title = `${uniqueTag('Ro')} for the owner`;
    const post = await createPost(request, adminToken, { client: me.client_id!, title, needsApproval: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto(`/dashboard#content?post=${post.id}`);
    const panel = page.getByTestId('post-detail-panel');
    await expect(panel.getByTestId('approvals-panel')).toContainText('Client step');
    // A client does not move the agency's deadline.
    await expect(panel.getByRole('button', { name: 'Change deadline' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Send for Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for Review' });
    const reviewer = uniqueEmail('owners-reviewer');
    await dialog.getByLabel("Reviewer's email").fill(reviewer);
    await dialog.getByRole('button', { name: 'Send Link' }).click();
    await expect(dialog.getByRole('list', { name: 'Review links sent' })).toContainText(reviewer);
    expect(outbox(reviewer, 1)).toHaveLength(1);
  });

  test('a client finds its posts past their approval deadline with the Overdue approval filter, and the calendar marks them', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Review Admin Overdue');
    const token = await apiToken(request, admin.email, admin.password);
    const clientToken = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const me = await request.get('/api/auth/me/', { headers: auth(clientToken) });
    const clientId = ((await me.json()) as Schemas['UserView']).client_id!;
    const tag = uniqueTag('Od');
    // Within the month the calendar opens on (a day later could fall in the next one).
    const scheduled = new Date(Date.now() + 5 * 60_000).toISOString();
    const late = await createPost(request, token, {
      client: clientId,
      title: `${tag} late`,
      needsApproval: true,
      scheduled,
    });
    await createPost(request, token, { client: clientId, title: `${tag} on time`, needsApproval: true, scheduled });
    const deadline = await request.post(`/api/content/${late.id}/deadline/`, {
      headers: auth(token),
      data: { approve_by: new Date(Date.now() - 3_600_000).toISOString() },
    });
    expect(deadline.status(), await deadline.text()).toBe(200);

    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto('/dashboard#content');
    const filter = page.getByRole('group', { name: 'Filter content' });
    await filter.getByRole('button', { name: 'Overdue approval' }).click();
    await expect(filter.getByRole('button', { name: 'Overdue approval' })).toHaveAttribute('aria-pressed', 'true');
    const list = page.getByRole('list', { name: 'Your content' });
    await expect(list).toContainText(`${tag} late`);
    await expect(list).not.toContainText(`${tag} on time`);

    await filter.getByRole('button', { name: 'Calendar View' }).click();
    const chip = page.getByTestId(`calendar-post-${late.id}`).first();
    await expect(chip).toHaveAttribute('data-overdue', 'true');
    await expect(chip.getByRole('button', { name: new RegExp(`${tag} late.*overdue approval`) }).first()).toBeVisible();
  });
});
