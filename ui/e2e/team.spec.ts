import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO,
  apiToken,
  createAdmin,
  latestInviteLink,
  seriousViolations,
  sidebarLabels,
  signIn,
  uniqueEmail,
  type Schemas,
} from './helpers';
import { auth, createPost, forbiddenDuring, getPost, uniqueTag, viewShot, WIDTHS } from './content-helpers';

type Seat = Schemas['Seat'];

/** The demo client's id and name, as its owner reads them. */
async function demoClient(request: APIRequestContext, ownerToken: string) {
  const me = await request.get('/api/auth/me/', { headers: auth(ownerToken) });
  expect(me.status(), await me.text()).toBe(200);
  const { client_id, seat } = (await me.json()) as Schemas['UserView'];
  expect(seat).toBe('owner');
  const client = await request.get(`/api/clients/${client_id}/`, { headers: auth(ownerToken) });
  expect(client.status(), await client.text()).toBe(200);
  return (await client.json()) as Schemas['Client'];
}

/** A colleague on the demo client's team with `seat`, invited and accepted through the API. */
async function teamMember(
  request: APIRequestContext,
  ownerToken: string,
  clientId: number,
  seat: Seat,
  name = `Colleague ${seat}`,
) {
  const email = uniqueEmail(seat);
  const password = `${seat}-pass-123`;
  const sent = await request.post(`/api/clients/${clientId}/team/invitations/`, {
    headers: auth(ownerToken),
    data: { email, name, seat },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const key = new URLSearchParams(latestInviteLink(email).split('?')[1]).get('invite')!;
  const accepted = await request.post(`/api/invitations/${key}/accept/`, { data: { password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { email, password, name };
}

/** The demo client's team as the server has it. */
async function readTeam(request: APIRequestContext, token: string, clientId: number) {
  const response = await request.get(`/api/clients/${clientId}/team/`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Schemas['ClientTeam'];
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('client teams', () => {
  test('the owner invites an approver from Settings › Team, who accepts from the mail and approves a waiting post', async ({
    page,
    request,
    browser,
  }) => {
    const ownerToken = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const client = await demoClient(request, ownerToken);
    const email = uniqueEmail('approver');

    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto('/dashboard#settings');
    const team = page.getByRole('region', { name: 'Team' });
    const members = team.getByRole('list', { name: 'Team members' });
    await expect(members.getByRole('listitem').first()).toContainText('Owner');

    // The server's refusal shows at the field it concerns.
    const form = team.getByRole('form', { name: 'Invite a colleague' });
    await form.getByLabel('Colleague’s email').fill('not-an-address');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByLabel('Colleague’s email')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Colleague’s email').fill(email);
    await form.getByLabel('Colleague’s name').fill('Alex Approver');
    await form.getByRole('radio', { name: /^Approver/ }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(team.getByText(`Invitation sent to ${email} as approver.`)).toBeVisible();
    const pending = team.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: email });
    await expect(pending).toContainText('Approver');

    const colleague = await freshPage(browser);
    await colleague.goto(latestInviteLink(email));
    await expect(
      colleague.getByText(/You are invited as approver: you can read, propose, edit and approve/),
    ).toBeVisible();
    await colleague.getByLabel('New password').fill('approver-pass-123');
    await colleague.getByLabel('Confirm password').fill('approver-pass-123');
    await colleague.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(colleague).toHaveURL(/\/dashboard/);
    expect(await sidebarLabels(colleague)).toEqual([
      'Home',
      'Overview',
      'Content',
      'Performance',
      'Messages',
      'Settings',
    ]);

    // Now a member, no longer an invitation.
    await page.reload();
    await expect(members.getByRole('listitem', { name: 'Alex Approver' })).toContainText('Approver');
    await expect(
      team.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: email }),
    ).toHaveCount(0);

    const admin = createAdmin('Team Admin');
    const adminToken = await apiToken(request, admin.email, admin.password);
    const title = `${uniqueTag()} for the approver`;
    const post = await createPost(request, adminToken, { client: client.id, title, needsApproval: true });
    expect(post.status).toBe('pending-approval');

    await colleague.goto(`/dashboard#content?post=${post.id}`);
    const panel = colleague.getByRole('dialog', { name: title });
    await panel.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(panel.getByText('Approved.')).toBeVisible();
    expect((await getPost(request, adminToken, post.id)).status).toBe('approved');
    await colleague.context().close();
  });

  test('a viewer reads posts with no Approve, Request Changes or Create Content, and has no Messages or Billing', async ({
    page,
    request,
  }) => {
    const ownerToken = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const client = await demoClient(request, ownerToken);
    const viewer = await teamMember(request, ownerToken, client.id, 'viewer');
    const admin = createAdmin('Viewer Admin');
    const adminToken = await apiToken(request, admin.email, admin.password);
    const title = `${uniqueTag()} for the viewer`;
    const post = await createPost(request, adminToken, { client: client.id, title, needsApproval: true });

    await signIn(page, viewer.email, viewer.password);
    expect(await sidebarLabels(page)).toEqual(['Home', 'Overview', 'Content', 'Performance', 'Settings']);
    await page.goto(`/dashboard#content?post=${post.id}`);
    const panel = page.getByRole('dialog', { name: title });
    await expect(panel.getByText(title.slice(0, 10)).first()).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Request Changes' })).toHaveCount(0);
    // Commenting is the viewer's.
    await expect(panel.getByLabel('Add a comment')).toBeVisible();
    await panel.press('Escape');
    await expect(page.getByRole('button', { name: 'Create Content' })).toHaveCount(0);
    // An address for a section the seat lacks lands on the overview.
    await page.goto('/dashboard#messages');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Overview');
    await expect(page.getByRole('heading', { name: 'Team' })).toHaveCount(0);
  });

  test('no screen asks the server for what the seat lacks: not one 403 for any seat on any of its pages', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const ownerToken = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const client = await demoClient(request, ownerToken);
    const people: [Seat, { email: string; password: string }][] = [['owner', DEMO.client]];
    for (const seat of ['approver', 'viewer', 'billing'] as const)
      people.push([seat, await teamMember(request, ownerToken, client.id, seat)]);

    for (const [seat, person] of people) {
      const tab = seat === 'owner' ? page : await freshPage(browser);
      const refused = await forbiddenDuring(tab, async () => {
        await signIn(tab, person.email, person.password);
        const labels = (await sidebarLabels(tab)).filter((label) => label !== 'Home');
        if (seat === 'billing') {
          expect(labels).toEqual(['Billing', 'Settings']);
          // Its landing page is Billing, not the overview it may not read.
          await expect(tab.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Billing');
        }
        for (const label of [...labels, 'Notifications']) {
          await tab.goto(`/dashboard#${label.toLowerCase()}`);
          await expect(tab.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(label);
          await tab.waitForLoadState('networkidle');
        }
        await tab.goto('/dashboard#settings');
        await expect(tab.getByRole('region', { name: 'Team' })).toHaveCount(seat === 'owner' ? 1 : 0);
        await expect(tab.getByRole('heading', { name: 'Calendar feed' })).toHaveCount(seat === 'billing' ? 0 : 1);
        await tab.waitForLoadState('networkidle');
      });
      expect(refused, `${seat} got 403s`).toEqual([]);
      if (tab !== page) await tab.context().close();
    }
  });

  test('the owner changes a seat, revokes an invitation and removes a member after confirming; the agency sets Must approve', async ({
    page,
    request,
    browser,
  }) => {
    const ownerToken = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const client = await demoClient(request, ownerToken);
    const tag = uniqueTag();
    const moving = await teamMember(request, ownerToken, client.id, 'viewer', `Moving ${tag}`);
    const leaving = await teamMember(request, ownerToken, client.id, 'viewer', `Leaving ${tag}`);
    const invited = uniqueEmail('revoked');
    const sent = await request.post(`/api/clients/${client.id}/team/invitations/`, {
      headers: auth(ownerToken),
      data: { email: invited, seat: 'viewer' },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto('/dashboard#settings');
    const team = page.getByRole('region', { name: 'Team' });
    // Must approve is the agency's to set: the owner has no switch for it.
    await expect(team.getByRole('list', { name: 'Team members' })).toBeVisible();
    await expect(team.getByRole('switch')).toHaveCount(0);

    await team.getByLabel(`Seat of ${moving.name}`).selectOption('approver');
    await expect(team.getByText(`${moving.name} is now approver.`)).toBeVisible();
    const seatOf = async (email: string) =>
      (await readTeam(request, ownerToken, client.id)).members.find((member) => member.email === email)?.seat;
    expect(await seatOf(moving.email)).toBe('approver');

    await team.getByRole('button', { name: `Revoke the invitation to ${invited}` }).click();
    await expect(team.getByRole('listitem', { name: invited })).toHaveCount(0);
    expect((await readTeam(request, ownerToken, client.id)).invitations.map((i) => i.email)).not.toContain(invited);

    await team.getByRole('button', { name: `Remove ${leaving.name}` }).click();
    const ask = page.getByRole('dialog', { name: 'Remove from the team' });
    await expect(ask).toContainText(leaving.email);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(await seatOf(leaving.email)).toBe('viewer');
    await team.getByRole('button', { name: `Remove ${leaving.name}` }).click();
    await ask.getByRole('button', { name: 'Remove' }).click();
    await expect(ask).toBeHidden();
    await expect(team.getByRole('listitem', { name: leaving.name })).toHaveCount(0);
    expect(await seatOf(leaving.email)).toBeUndefined();

    const admin = createAdmin('Must Approve Admin');
    const agency = await freshPage(browser);
    await signIn(agency, admin.email, admin.password);
    await agency.goto('/dashboard#clients');
    await agency
      .getByRole('button', { name: `Actions for ${client.name}` })
      .first()
      .click();
    await agency.getByRole('button', { name: 'View Details' }).click();
    const section = agency.getByRole('dialog', { name: client.name }).getByRole('region', { name: 'Team' });
    const must = section.getByRole('switch', { name: `Must approve: ${moving.name}` });
    await expect(must).toHaveAttribute('aria-checked', 'false');
    await must.click();
    await expect(must).toHaveAttribute('aria-checked', 'true');
    expect(
      (await readTeam(request, ownerToken, client.id)).members.find((member) => member.email === moving.email)
        ?.must_approve,
    ).toBe(true);
    await agency.context().close();
  });

  test('a member whose seat changes while signed in gets the new seat’s sidebar at its next refused request', async ({
    page,
    request,
  }) => {
    const ownerToken = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const client = await demoClient(request, ownerToken);
    const member = await teamMember(request, ownerToken, client.id, 'approver', `Reseated ${uniqueTag()}`);
    await signIn(page, member.email, member.password);
    expect(await sidebarLabels(page)).toContain('Messages');

    const team = await readTeam(request, ownerToken, client.id);
    const id = team.members.find((m) => m.email === member.email)!.user_id;
    const moved = await request.patch(`/api/clients/${client.id}/team/${id}/`, {
      headers: auth(ownerToken),
      data: { seat: 'billing' },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    // The Messages screen's requests are refused now; the session reads the seat again and the portal follows.
    await page.getByRole('navigation', { name: 'Dashboard' }).first().getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Billing');
    expect(await sidebarLabels(page)).toEqual(['Home', 'Billing', 'Settings']);
  });

  for (const [width, height] of WIDTHS) {
    test(`at ${width}px Settings › Team and the agency's client Team section render whole`, async ({
      page,
      request,
    }) => {
      const ownerToken = await apiToken(request, DEMO.client.email, DEMO.client.password);
      const client = await demoClient(request, ownerToken);
      await teamMember(request, ownerToken, client.id, 'approver');
      const waiting = await request.post(`/api/clients/${client.id}/team/invitations/`, {
        headers: auth(ownerToken),
        data: { email: uniqueEmail('pending'), seat: 'billing' },
      });
      expect(waiting.status(), await waiting.text()).toBe(201);

      await page.setViewportSize({ width, height });
      await signIn(page, DEMO.client.email, DEMO.client.password);
      await page.goto('/dashboard#settings');
      const team = page.getByRole('region', { name: 'Team' });
      await expect(team.getByRole('list', { name: 'Pending invitations' })).toBeVisible();
      // The whole card from a full-page shot, where the sticky header stays at the top of the page.
      const box = await team.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { x: rect.left, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
      });
      await page.screenshot({ path: `e2e/artifacts/${width}-team-settings.png`, fullPage: true, clip: box });
      expect(await seriousViolations(page)).toEqual([]);

      const admin = createAdmin(`Team Shot Admin ${width}`);
      const agency = await (await page.context().browser()!.newContext({ viewport: { width, height } })).newPage();
      await signIn(agency, admin.email, admin.password);
      await agency.goto('/dashboard#clients');
      await agency
        .getByRole('button', { name: `Actions for ${client.name}` })
        .first()
        .click();
      await agency.getByRole('button', { name: 'View Details' }).click();
      const dialog = agency.getByRole('dialog', { name: client.name });
      const section = dialog.getByRole('region', { name: 'Team' });
      await expect(section.getByRole('list', { name: 'Team members' })).toBeVisible();
      await expect(section.getByRole('switch').first()).toBeVisible();
      await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await viewShot(agency, `${width}-team-agency`);
      expect(await seriousViolations(agency)).toEqual([]);
      await agency.context().close();
    });
  }
});
