import { expect, test } from './fixtures';
import { apiToken, createAdmin, signIn } from './helpers';
import { createPost, firstClient, getPost, lastHistory, uniqueTag, viewShot, WIDTHS } from './content-helpers';

// Lists put the latest scheduled first: a post this far ahead takes one of the overview panel's three places
// whatever else is pending on the shared server.
const farAhead = (day: number) => new Date(Date.UTC(2099, 11, day, 9)).toISOString();

test.describe('approving for the client says so', () => {
  for (const [width, height] of WIDTHS) {
    test(`at ${width}px the overview's one-click Approve asks before approving on the client's behalf, and the history says so`, async ({
      page,
      request,
    }) => {
      const admin = createAdmin(`Behalf Admin ${width}`);
      const token = await apiToken(request, admin.email, admin.password);
      const client = await firstClient(request, token);
      const title = `${uniqueTag()} waits for the client`;
      const post = await createPost(request, token, {
        client: client.id,
        title,
        needsApproval: true,
        scheduled: farAhead(width === 390 ? 30 : 31),
      });
      expect(post).toMatchObject({ status: 'pending-approval', awaiting: 'client' });

      await page.setViewportSize({ width, height });
      await signIn(page, admin.email, admin.password);
      const panel = page.getByRole('list', { name: 'Content pending approval' });
      await panel.getByRole('button', { name: `Approve ${title}` }).click();
      const ask = page.getByRole('dialog', { name: `Approve on ${client.name}'s behalf?` });
      await expect(ask).toContainText(`${client.name} has not approved it yet`);
      await expect(ask).toContainText(title);
      await viewShot(page, `${width}-approve-for-client-overview`);

      // Cancel changes nothing.
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toBeHidden();
      expect((await getPost(request, token, post.id)).status).toBe('pending-approval');

      await panel.getByRole('button', { name: `Approve ${title}` }).click();
      await ask.getByRole('button', { name: 'Approve for Client' }).click();
      await expect(ask).toBeHidden();
      await expect(panel.getByRole('listitem', { name: title })).toHaveCount(0);
      await expect(page.getByText(`"${title}" approved on ${client.name}'s behalf.`)).toBeInViewport();
      expect((await getPost(request, token, post.id)).status).toBe('approved');
      expect(await lastHistory(request, token, post.id)).toMatchObject({
        action: 'approved',
        on_behalf_of_client: true,
        actor_role: 'admin',
      });
    });

    test(`at ${width}px bulk Approve names the posts that wait for their client and asks first`, async ({
      page,
      request,
    }) => {
      const admin = createAdmin(`Bulk Behalf Admin ${width}`);
      const token = await apiToken(request, admin.email, admin.password);
      const client = await firstClient(request, token);
      const tag = uniqueTag();
      const titles = [`${tag} first`, `${tag} second`] as const;
      const posts = [];
      for (const title of titles)
        posts.push(await createPost(request, token, { client: client.id, title, needsApproval: true }));

      await page.setViewportSize({ width, height });
      await signIn(page, admin.email, admin.password);
      await page.goto('/dashboard#content');
      await page.getByLabel('Search content').fill(tag);
      const grid = page.getByRole('list', { name: 'Posts' });
      await expect(grid.getByRole('listitem')).toHaveCount(2);
      for (const title of titles) await grid.getByRole('checkbox', { name: `Select ${title}` }).check();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await bar.getByRole('button', { name: 'Approve' }).click();

      const ask = page.getByRole('dialog', { name: `Approve on ${client.name}'s behalf?` });
      const waiting = ask.getByRole('list', { name: 'Posts waiting for the client' });
      for (const title of titles) await expect(waiting).toContainText(title);
      await expect(ask).toContainText('has not approved');
      await viewShot(page, `${width}-approve-for-client-bulk`);
      await ask.getByRole('button', { name: 'Cancel' }).click();
      for (const post of posts) expect((await getPost(request, token, post.id)).status).toBe('pending-approval');

      await bar.getByRole('button', { name: 'Approve' }).click();
      await ask.getByRole('button', { name: 'Approve 2 posts' }).click();
      await expect(bar).toBeHidden();
      for (const title of titles) await expect(grid.getByRole('listitem', { name: title })).toContainText('Approved');
      for (const post of posts)
        expect(await lastHistory(request, token, post.id)).toMatchObject({
          action: 'approved',
          on_behalf_of_client: true,
        });
    });
  }

  test('the card menu and the detail panel call it Approve for Client and ask first; the history says so', async ({
    page,
    request,
  }) => {
    const admin = createAdmin('Menu Behalf Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const client = await firstClient(request, token);
    const tag = uniqueTag();
    const fromMenu = await createPost(request, token, { client: client.id, title: `${tag} menu`, needsApproval: true });
    const fromPanel = await createPost(request, token, {
      client: client.id,
      title: `${tag} panel`,
      needsApproval: true,
    });

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#content');
    await page.getByLabel('Search content').fill(tag);
    const card = page.getByRole('listitem', { name: fromMenu.title });
    await card.getByRole('button', { name: `Actions for ${fromMenu.title}` }).click();
    await expect(card.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await card.getByRole('button', { name: 'Approve for Client' }).click();
    const ask = page.getByRole('dialog', { name: `Approve on ${client.name}'s behalf?` });
    await expect(ask).toContainText(`${client.name} has not approved it yet`);
    await ask.getByRole('button', { name: 'Approve for Client' }).click();
    await expect(card).toContainText('Approved');
    expect(await lastHistory(request, token, fromMenu.id)).toMatchObject({
      action: 'approved',
      on_behalf_of_client: true,
    });

    await page.goto(`/dashboard#content?post=${fromPanel.id}`);
    const detail = page.getByTestId('post-detail-panel');
    await detail.getByRole('button', { name: 'Approve for Client' }).click();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect((await getPost(request, token, fromPanel.id)).status).toBe('pending-approval');
    await detail.getByRole('button', { name: 'Approve for Client' }).click();
    await ask.getByRole('button', { name: 'Approve for Client' }).click();
    await expect(detail.getByText('Approved', { exact: true })).toBeVisible();
    await detail.getByRole('tab', { name: 'History' }).click();
    await expect(detail.getByText('approved it on behalf of the client')).toBeVisible();
  });
});
