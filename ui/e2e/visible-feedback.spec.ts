import { expect, test, type Locator } from './fixtures';
import { apiToken, createAdmin, PNG_1PX, signIn, type Schemas } from './helpers';
import {
  auth,
  createPost,
  expectUncovered,
  firstClient,
  getPost,
  uniqueTag,
  viewShot,
  WIDTHS,
} from './content-helpers';

/** Opens a ⋮ menu and checks that each item is drawn in full, on screen, above whatever is around it. */
async function expectWholeMenu(item: Locator, name: string, labels: string[]) {
  await item.getByRole('button', { name: `Actions for ${name}` }).click();
  for (const label of labels) await expectUncovered(item.getByRole('button', { name: label, exact: true }));
}

test.describe('what the user does is visible', () => {
  for (const [width, height] of WIDTHS) {
    test(`at ${width}px every ⋮ menu shows all its items above the card or table that holds it`, async ({
      page,
      request,
    }) => {
      const admin = createAdmin(`Menu Admin ${width}`);
      const token = await apiToken(request, admin.email, admin.password);
      const client = await firstClient(request, token);
      const tag = uniqueTag();
      // Approved, with an image: the longest menu a post has.
      const post = await createPost(request, token, {
        client: client.id,
        title: `${tag} approved`,
        needsApproval: false,
        image: PNG_1PX,
      });
      const teamAnswer = await request.get('/api/team/', { headers: auth(token) });
      const team = (await teamAnswer.json()) as Schemas['Paginated_Member'];
      const taskTitle = `${tag} task`;
      const task = await request.post('/api/tasks/', {
        headers: auth(token),
        data: {
          title: taskTitle,
          description: 'Made by the e2e test',
          client: client.id,
          assigned_to: team.results[0]!.id,
          due_date: new Date(Date.now() + 86_400_000).toISOString(),
        },
      });
      expect(task.status(), await task.text()).toBe(201);

      await page.setViewportSize({ width, height });
      await signIn(page, admin.email, admin.password);
      await page.goto('/dashboard#content');
      await page.getByLabel('Search content').fill(tag);
      const postItems = [
        'Edit Post',
        'Set to Draft',
        'Mark as Posted',
        'Download Images',
        'Download Data',
        'Delete Post',
      ];
      const card = page.getByRole('list', { name: 'Posts' }).getByRole('listitem', { name: post.title });
      await expectWholeMenu(card, post.title, postItems);
      await viewShot(page, `${width}-menu-content-card`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'List', exact: true }).click();
      const row = page.getByRole('list', { name: 'Posts' }).getByRole('listitem', { name: post.title });
      await expectWholeMenu(row, post.title, postItems);
      await viewShot(page, `${width}-menu-content-row`);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard#tasks');
      await page.getByLabel('Search tasks').fill(tag);
      const board = page.getByRole('listitem', { name: taskTitle });
      await expectWholeMenu(board, taskTitle, ['Edit Task', 'Delete Task']);
      await page.keyboard.press('Escape');
      await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
      await expectWholeMenu(page.getByRole('listitem', { name: taskTitle }), taskTitle, ['Edit Task', 'Delete Task']);
      await viewShot(page, `${width}-menu-task-row`);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard#clients');
      await page.getByLabel('Search clients').fill(client.name);
      const clientCard = page.getByRole('listitem', { name: client.name }).first();
      await expectWholeMenu(clientCard, client.name, ['View Details', 'Edit Client', 'Delete Client']);
      await viewShot(page, `${width}-menu-client-card`);
    });

    test(`at ${width}px a ⋮ menu works from the keyboard: Tab walks its items, Escape closes it and returns focus`, async ({
      page,
      request,
    }) => {
      const admin = createAdmin(`Keys Admin ${width}`);
      const token = await apiToken(request, admin.email, admin.password);
      const client = await firstClient(request, token);
      const post = await createPost(request, token, {
        client: client.id,
        title: `${uniqueTag()} keys`,
        needsApproval: false,
      });

      await page.setViewportSize({ width, height });
      await signIn(page, admin.email, admin.password);
      await page.goto('/dashboard#content');
      await page.getByLabel('Search content').fill(post.title);
      const card = page.getByRole('listitem', { name: post.title });
      const trigger = card.getByRole('button', { name: `Actions for ${post.title}` });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(card.getByRole('button', { name: 'Edit Post' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(card.getByRole('button', { name: 'Set to Draft' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(card.getByRole('button', { name: 'Set to Draft' })).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      // An outside click closes it too.
      await trigger.click();
      await expect(card.getByRole('button', { name: 'Edit Post' })).toBeVisible();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(card.getByRole('button', { name: 'Edit Post' })).toBeHidden();
    });

    test(`at ${width}px a bulk action's refusal and its success show in view while the page is scrolled down`, async ({
      page,
      request,
    }) => {
      const admin = createAdmin(`Far Down Admin ${width}`);
      const token = await apiToken(request, admin.email, admin.password);
      const client = await firstClient(request, token);
      // Scheduled long ago, so it comes after every other post in the list, far below the fold.
      const post = await createPost(request, token, {
        client: client.id,
        title: `${uniqueTag()} far down`,
        needsApproval: true,
        scheduled: new Date(Date.UTC(2001, 0, 1, 9)).toISOString(),
      });

      await page.setViewportSize({ width, height });
      await signIn(page, admin.email, admin.password);
      await page.goto('/dashboard#content');
      const checkbox = page.getByRole('checkbox', { name: `Select ${post.title}` });
      await checkbox.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
      await checkbox.check();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await bar.getByRole('button', { name: 'Mark Posted' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Only approved posts can be marked as posted' });
      await expect(refusal).toContainText(post.title);
      await expectUncovered(refusal);
      await viewShot(page, `${width}-bulk-refusal-in-view`);

      await bar.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Approve 1 post' }).click();
      const done = page.getByRole('status').filter({ hasText: '1 post approved' });
      await expectUncovered(done);
      await expect(refusal).toBeHidden();
      await viewShot(page, `${width}-bulk-success-in-view`);
      expect((await getPost(request, token, post.id)).status).toBe('approved');
    });

    test(`at ${width}px the contact form's success banner shows beside Send Message, not above the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/contact');
      await page.getByLabel('Full Name', { exact: true }).fill('Robin Visitor');
      await page.getByLabel('Email Address', { exact: true }).fill('robin@visitor.test');
      await page.getByLabel('Subject', { exact: true }).fill(`Where is my banner ${width}`);
      await page.getByLabel('Message', { exact: true }).fill('We manage 12 creators and want a quote.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const banner = page.getByText("Message sent successfully! We'll respond within 24 hours.");
      await expectUncovered(banner);
      await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
      await viewShot(page, `${width}-contact-sent-in-view`);
    });

    test(`at ${width}px an approved post's detail panel offers Mark as Posted`, async ({ page, request }) => {
      const admin = createAdmin(`Panel Posted Admin ${width}`);
      const token = await apiToken(request, admin.email, admin.password);
      const client = await firstClient(request, token);
      const post = await createPost(request, token, {
        client: client.id,
        title: `${uniqueTag()} ready`,
        needsApproval: false,
      });
      expect(post.status).toBe('approved');

      await page.setViewportSize({ width, height });
      await signIn(page, admin.email, admin.password);
      await page.goto(`/dashboard#content?post=${post.id}`);
      const detail = page.getByTestId('post-detail-panel');
      await detail.getByRole('button', { name: 'Mark as Posted' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark as Posted' });
      await dialog.getByLabel('Post URL').fill('https://www.instagram.com/p/ready/');
      await dialog.getByLabel('Likes').fill('42');
      await viewShot(page, `${width}-detail-mark-posted`);
      await dialog.getByRole('button', { name: 'Mark as Posted' }).click();
      await expect(dialog).toBeHidden();
      await expect(detail.getByText('Posted', { exact: true })).toBeVisible();
      await expect(detail.getByRole('button', { name: 'Mark as Posted' })).toHaveCount(0);
      expect((await getPost(request, token, post.id)).status).toBe('posted');
    });

    test(`at ${width}px the task form preselects the assignee when the team has one member`, async ({
      page,
      request,
    }) => {
      const admin = createAdmin(`Only Member ${width}`);
      const token = await apiToken(request, admin.email, admin.password);
      const me = (await (await request.get('/api/auth/me/', { headers: auth(token) })).json()) as Schemas['UserView'];
      // Other tests add admins to this shared server; the team this agency has is just the one signed in.
      await page.route('**/api/team/**', async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as Schemas['Paginated_Member'];
        const results = body.results.filter((member) => member.id === me.id);
        await route.fulfill({ response: answer, json: { ...body, count: results.length, results } });
      });

      await page.setViewportSize({ width, height });
      await signIn(page, admin.email, admin.password);
      await page.goto('/dashboard#tasks');
      await page.getByRole('button', { name: 'New Task' }).click();
      const form = page.getByRole('dialog', { name: 'New Task' });
      await expect(form.getByLabel('Assigned to')).toHaveValue(String(me.id));
      await viewShot(page, `${width}-task-form-one-member`);
      await page.keyboard.press('Escape');

      // With two or more, the form still asks.
      await page.unroute('**/api/team/**');
      await page.reload();
      await page.getByRole('button', { name: 'New Task' }).click();
      await expect(form.getByLabel('Assigned to')).toHaveValue('');
    });
  }
});
