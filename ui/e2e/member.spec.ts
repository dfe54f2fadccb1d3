import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { auth, shootRegion } from './content-helpers';
import { expect, test } from './fixtures';
import {
  ADMIN_NAV,
  apiToken,
  createAdmin,
  latestInviteLink,
  seriousViolations,
  sidebarLabels,
  signIn,
  uniqueEmail,
  type Schemas,
} from './helpers';

// The agency's members (issue 28 part 3): an owner invites one, assigns it a client, and the member works on
// that client's content, tasks and messages alone; no screen it can reach asks for what it is refused.

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

const MEMBER_NAV = ['Home', 'Content', 'Tasks', 'Messages', 'Clients', 'Settings'];

async function readStaff(request: APIRequestContext, token: string): Promise<Schemas['StaffList']> {
  const response = await request.get('/api/staff/', { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Schemas['StaffList'];
}

/** Every post the token sees, all pages. */
async function readPosts(request: APIRequestContext, token: string): Promise<Schemas['ContentPost'][]> {
  const response = await request.get('/api/content/?page_size=100', { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { results: Schemas['ContentPost'][] }).results;
}

/**
 * The client with a portal account (so the member can write to it) and the most posts, and how many posts
 * the other clients have. Other specs add posts to other clients in the same run, so the busiest one overall
 * may have no account.
 */
async function busiestClient(request: APIRequestContext, token: string) {
  const posts = await readPosts(request, token);
  const response = await request.get('/api/clients/?page_size=100', { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  const clients = ((await response.json()) as { results: Schemas['Client'][] }).results;
  const reachable = new Set(clients.filter((c) => c.user_id !== null).map((c) => c.id));
  const counts = new Map<number, { name: string; count: number }>();
  for (const post of posts.filter((p) => reachable.has(p.client))) {
    const entry = counts.get(post.client) ?? { name: post.client_name, count: 0 };
    entry.count += 1;
    counts.set(post.client, entry);
  }
  const [id, { name, count }] = [...counts.entries()].sort((a, b) => b[1].count - a[1].count)[0]!;
  const title = posts.find((post) => post.client === id && post.title)!.title!;
  return { id, name, count, title, others: posts.length - count };
}

async function shootPage(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(artifacts, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('agency members', () => {
  test('an owner invites a member and assigns it a client; the member works on that client alone and is refused nothing it is shown', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = createAdmin('Olga Owner');
    const ownerToken = await apiToken(request, owner.email, owner.password);
    const client = await busiestClient(request, ownerToken);
    expect(client.count).toBeGreaterThan(0);
    expect(client.others).toBeGreaterThan(0);
    const email = uniqueEmail('member');

    // The owner invites a member from Settings › Staff.
    await signIn(page, owner.email, owner.password);
    await page.goto('/dashboard#settings');
    const staff = page.getByRole('region', { name: 'Staff' });
    const form = staff.getByRole('form', { name: 'Invite to the staff' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Name').fill('Mia Member');
    const memberChoice = form.getByRole('radio', { name: /^Member/ });
    await expect(memberChoice).toHaveAccessibleDescription(/content, tasks and messages of their assigned clients/);
    await memberChoice.check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(staff.getByText(`Invitation sent to ${email} as member.`, { exact: false })).toBeVisible();
    const invitation = staff.getByRole('list', { name: 'Open invitations' }).getByRole('listitem', { name: email });
    await expect(invitation).toContainText('Member');

    // The member accepts; with no client yet it lands on Content, not the agency's overview.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    // Every answer 403 the member's pages get, from its first screen to its last.
    const refused: string[] = [];
    member.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
    });
    await member.goto(latestInviteLink(email));
    await expect(member.getByText(/^Join .+’s team as member$/)).toBeVisible();
    await expect(
      member.getByText(/can work on the content, tasks and messages of their assigned clients only/),
    ).toBeVisible();
    await member.getByLabel('New password').fill('member-pass-123');
    await member.getByLabel('Confirm password').fill('member-pass-123');
    await member.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(member).toHaveURL(/\/dashboard/);
    await expect(member.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Content');
    expect(await sidebarLabels(member)).toEqual(MEMBER_NAV);

    // The owner assigns it the demo client with the most posts.
    await page.reload();
    const row = staff.getByRole('list', { name: 'Staff members' }).getByRole('listitem', { name: 'Mia Member' });
    await expect(row).toContainText('Member');
    await expect(row).toContainText('No clients assigned yet');
    await row.getByRole('button', { name: 'Assign clients to Mia Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clients of Mia Member' });
    await dialog.getByRole('checkbox', { name: client.name }).check();
    await page.screenshot({ path: path.join(artifacts, 'assign-clients-dialog-1280.png') });
    await dialog.getByRole('button', { name: 'Save clients' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(staff.getByText('Mia Member now works on 1 client.')).toBeVisible();
    await expect(row.getByRole('list', { name: 'Clients of Mia Member' })).toHaveText(client.name);
    const saved = (await readStaff(request, ownerToken)).staff.find((one) => one.email === email)!;
    expect(saved.role).toBe('member');
    expect(saved.clients).toEqual([{ id: client.id, name: client.name }]);
    expect(await seriousViolations(page)).toEqual([]);
    await shootRegion(page, staff, 'staff-member-row');

    // The member opens its dashboard again and clicks through everything its sidebar offers: nothing answers 403.
    await member.goto('/dashboard');
    await expect(member.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Content');
    const nav = member.getByRole('navigation', { name: 'Dashboard' }).first();
    expect(await sidebarLabels(member)).toEqual(MEMBER_NAV);
    for (const absent of ['Overview', 'Invoices', 'Performance', 'Publishing']) {
      await expect(nav.getByRole('link', { name: absent })).toHaveCount(0);
    }

    // Content: that client's posts, and only those.
    const posts = member.getByRole('list', { name: 'Posts' }).locator(':scope > li');
    await expect(posts.first()).toBeVisible();
    await expect(
      member.getByText(`${client.count} post${client.count === 1 ? '' : 's'}`, { exact: true }),
    ).toBeVisible();
    for (const text of await posts.allInnerTexts()) expect(text).toContain(client.name);
    await member.waitForLoadState('networkidle');
    await shootPage(member, 'member-dashboard');
    // A post's panel, the calendar and list views and the create form ask for nothing refused either.
    const post = member.getByRole('listitem', { name: client.title, exact: true });
    await post
      .getByRole('button', { name: new RegExp(`^${client.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .click();
    const panel = member.getByRole('dialog', { name: client.title });
    await expect(panel).toBeVisible();
    await member.waitForLoadState('networkidle');
    await panel.getByRole('button', { name: 'Close post details' }).click();
    await expect(panel).toBeHidden();
    const views = member.getByRole('group', { name: 'View' });
    await views.getByRole('button', { name: 'Calendar' }).click();
    await member.waitForLoadState('networkidle');
    await views.getByRole('button', { name: 'List' }).click();
    await member.waitForLoadState('networkidle');
    await member.getByRole('button', { name: 'Create Content' }).click();
    const create = member.getByRole('dialog', { name: 'Create Content' });
    await expect(create).toBeVisible();
    await member.waitForLoadState('networkidle');
    await create.getByRole('button', { name: 'Close dialog' }).click();
    await expect(create).toBeHidden();

    // On a phone the sidebar opens from the header: the same short list.
    await member.setViewportSize({ width: 390, height: 900 });
    await member.getByRole('button', { name: 'Open navigation' }).click();
    const phoneNav = member.locator('#dashboard-mobile-nav');
    await expect(phoneNav.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
    await expect(phoneNav.getByRole('link', { name: 'Tasks' })).toBeVisible();
    await member.screenshot({ path: path.join(artifacts, 'member-nav-390.png') });
    await member.keyboard.press('Escape');
    await member.setViewportSize({ width: 1280, height: 900 });

    // Clients: that client alone, to read.
    await nav.getByRole('link', { name: 'Clients' }).click();
    await expect(member.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Clients');
    const clients = member.getByRole('list', { name: 'Clients' }).locator(':scope > li');
    await expect(clients).toHaveCount(1);
    await expect(clients.first()).toHaveAccessibleName(client.name);
    await expect(member.getByRole('button', { name: 'Add New Client' })).toHaveCount(0);
    await expect(member.getByText('Monthly Revenue')).toHaveCount(0);
    await member.screenshot({ path: path.join(artifacts, 'member-clients-1280.png'), fullPage: true });
    await clients
      .first()
      .getByRole('button', { name: `Actions for ${client.name}` })
      .click();
    await expect(member.getByRole('button', { name: 'Edit Client' })).toHaveCount(0);
    await expect(member.getByRole('button', { name: 'Delete Client' })).toHaveCount(0);
    await member.getByRole('button', { name: 'View Details' }).click();
    const details = member.getByRole('dialog', { name: client.name });
    await expect(details).toContainText('Portal access');
    await expect(details).not.toContainText('Monthly fee');
    await member.waitForLoadState('networkidle');
    await details.getByRole('button', { name: 'Close dialog' }).click();

    // Tasks, Messages, Settings (its own account only) and the notifications.
    await nav.getByRole('link', { name: 'Tasks' }).click();
    await expect(member.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Tasks');
    await member.getByRole('button', { name: 'New Task' }).click();
    const task = member.getByRole('dialog', { name: 'New Task' });
    await expect(task).toBeVisible();
    await member.waitForLoadState('networkidle');
    await task.getByRole('button', { name: 'Close dialog' }).click();
    await nav.getByRole('link', { name: 'Messages' }).click();
    await expect(member.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Messages');
    await member.getByRole('button', { name: 'New', exact: true }).click();
    const start = member.getByRole('dialog', { name: 'Start New Conversation' });
    await expect(start.getByRole('button', { name: new RegExp(client.name) })).toBeVisible();
    await member.waitForLoadState('networkidle');
    await start.getByRole('button', { name: 'Close dialog' }).click();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(member.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
    await expect(member.getByRole('heading', { name: 'Notification preferences' })).toBeVisible();
    await expect(member.getByRole('region', { name: 'Staff' })).toHaveCount(0);
    for (const heading of [
      'Backups',
      'Sign-in rules',
      'Audit log',
      'Bank account details',
      'Scheduled jobs',
      'Public site',
    ]) {
      await expect(member.getByRole('heading', { name: heading })).toHaveCount(0);
    }
    await member.waitForLoadState('networkidle');
    await member.goto('/dashboard#notifications');
    await expect(member.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Notifications');
    await member.waitForLoadState('networkidle');

    // What it may not open lands it on Content instead.
    for (const section of ['overview', 'invoices', 'performance', 'publishing']) {
      await member.goto(`/dashboard#${section}`);
      await expect(member.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Content');
    }
    await member.waitForLoadState('networkidle');
    expect(await seriousViolations(member)).toEqual([]);
    expect(refused).toEqual([]);
    await memberContext.close();
  });

  test('a manager made a member while signed in gets the member’s sidebar at its next refused request', async ({
    page,
    request,
  }) => {
    const owner = createAdmin('Omar Owner');
    const ownerToken = await apiToken(request, owner.email, owner.password);
    const email = uniqueEmail('staff');
    const password = 'staff-pass-123';
    const sent = await request.post('/api/staff/invitations/', {
      headers: auth(ownerToken),
      data: { email, name: 'Sam Staff', role: 'manager' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const key = new URLSearchParams(latestInviteLink(email).split('?')[1]).get('invite')!;
    const accepted = await request.post(`/api/invitations/${key}/accept/`, { data: { password } });
    expect(accepted.status(), await accepted.text()).toBe(201);

    await signIn(page, email, password);
    expect(await sidebarLabels(page)).toEqual(ADMIN_NAV);
    const id = (await readStaff(request, ownerToken)).staff.find((one) => one.email === email)!.id;
    const changed = await request.patch(`/api/staff/${id}/`, { headers: auth(ownerToken), data: { role: 'member' } });
    expect(changed.status(), await changed.text()).toBe(200);

    // Its sidebar still offers Invoices; the server refuses them now, and the dashboard follows the new role.
    await page.getByRole('navigation', { name: 'Dashboard' }).first().getByRole('link', { name: 'Invoices' }).click();
    await expect.poll(() => sidebarLabels(page)).toEqual(MEMBER_NAV);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Content');
  });
});
