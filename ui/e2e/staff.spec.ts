import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { freePort } from './atrium-server';
import { auth, forbiddenDuring, shootRegion } from './content-helpers';
import { expect, test } from './fixtures';
import {
  ADMIN_NAV,
  apiToken,
  atriumEnv,
  createAdmin,
  latestInviteLink,
  seriousViolations,
  sidebarLabels,
  signIn,
  startOwnServer,
  uniqueEmail,
  type Schemas,
} from './helpers';

// Settings › Staff (issue 28): the agency's owners invite colleagues as owners or managers, change and remove
// them; a manager works with clients, content and the rest, but the agency's settings are not on its screen.

async function readStaff(request: APIRequestContext, token: string): Promise<Schemas['StaffList']> {
  const response = await request.get('/api/staff/', { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Schemas['StaffList'];
}

test.describe('staff', () => {
  test('an owner invites a manager, who works with clients but sees none of the agency’s settings; roles change both ways', async ({
    page,
    request,
    browser,
  }) => {
    const owner = createAdmin('Olivia Owner');
    const ownerToken = await apiToken(request, owner.email, owner.password);
    const email = uniqueEmail('manager');

    await signIn(page, owner.email, owner.password);
    await page.goto('/dashboard#settings');
    const staff = page.getByRole('region', { name: 'Staff' });
    const members = staff.getByRole('list', { name: 'Staff members' });
    const me = members.getByRole('listitem', { name: 'Olivia Owner' });
    await expect(me).toContainText('(you)');
    await expect(me.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    // The owner's own parts are there.
    await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign-in rules' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 2 })).toBeVisible();

    const form = staff.getByRole('form', { name: 'Invite to the staff' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Name').fill('Max Manager');
    await form.getByRole('radio', { name: /^Manager/ }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(staff.getByText(`Invitation sent to ${email} as manager.`)).toBeVisible();
    const invitation = staff.getByRole('list', { name: 'Open invitations' }).getByRole('listitem', { name: email });
    await expect(invitation).toContainText('Manager');

    // The same address again: already invited is fine, but an account's address is refused at the field.
    await form.getByLabel('Email').fill(owner.email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    const manager = await (await browser.newContext()).newPage();
    await manager.goto(latestInviteLink(email));
    await expect(manager.getByText(/^Join .+’s team as manager$/)).toBeVisible();
    await expect(manager.getByText(/can work with clients, content, tasks, messages and invoices/)).toBeVisible();
    await manager.getByLabel('New password').fill('manager-pass-123');
    await manager.getByLabel('Confirm password').fill('manager-pass-123');
    await manager.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(manager).toHaveURL(/\/dashboard/);
    expect(await sidebarLabels(manager)).toEqual(ADMIN_NAV);

    await manager.getByRole('navigation', { name: 'Dashboard' }).first().getByRole('link', { name: 'Clients' }).click();
    await expect(manager.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(/Clients/);

    // Settings: the staff list to read, and none of the owners' parts; nothing on the way is refused.
    const refused = await forbiddenDuring(manager, async () => {
      await manager.goto('/dashboard#settings');
      const theirStaff = manager.getByRole('region', { name: 'Staff' });
      await expect(theirStaff.getByRole('listitem', { name: 'Max Manager' })).toContainText('Manager');
      await expect(theirStaff.getByRole('listitem', { name: 'Olivia Owner' })).toContainText('Owner');
      await expect(manager.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
      await manager.waitForLoadState('networkidle');
    });
    expect(refused).toEqual([]);
    const theirStaff = manager.getByRole('region', { name: 'Staff' });
    await expect(theirStaff.getByRole('form', { name: 'Invite to the staff' })).toHaveCount(0);
    await expect(theirStaff.getByRole('combobox')).toHaveCount(0);
    for (const heading of ['Backups', 'Sign-in rules', 'Audit log', 'Bank account details', 'Scheduled jobs']) {
      await expect(manager.getByRole('heading', { name: heading })).toHaveCount(0);
    }

    // The owner makes the manager an owner, and a manager again.
    await page.reload();
    const row = members.getByRole('listitem', { name: 'Max Manager' });
    await expect(invitation).toHaveCount(0);
    await row.getByLabel('Role of Max Manager').selectOption('owner');
    await expect(staff.getByText('Max Manager is now owner.')).toBeVisible();
    const roleOf = async (address: string) =>
      (await readStaff(request, ownerToken)).staff.find((member) => member.email === address)?.role;
    expect(await roleOf(email)).toBe('owner');
    await row.getByLabel('Role of Max Manager').selectOption('manager');
    await expect(staff.getByText('Max Manager is now manager.')).toBeVisible();
    expect(await roleOf(email)).toBe('manager');

    expect(await seriousViolations(page)).toEqual([]);
    await shootRegion(page, staff, 'staff');

    // Removed after a confirmation: the account is gone.
    await row.getByRole('button', { name: 'Remove Max Manager' }).click();
    const ask = page.getByRole('dialog', { name: 'Remove from the staff' });
    await ask.getByRole('button', { name: 'Remove' }).click();
    await expect(staff.getByText('Max Manager was removed.')).toBeVisible();
    expect(await roleOf(email)).toBeUndefined();
  });

  test('the agency’s only owner cannot step down: the server’s refusal is shown', async ({ browser }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-staff-'));
    const port = await freePort();
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    const server = await startOwnServer(dataDir, port, page);
    try {
      const password = 'solo-pass-123';
      const email = 'solo@e2e.test';
      execFileSync(
        process.env.E2E_ATRIUM_BIN!,
        ['--data-dir', dataDir, 'admin', 'create', '--email', email, '--name', 'Solo Owner', '--password-stdin'],
        { input: `${password}\n`, encoding: 'utf8', env: atriumEnv() },
      );
      // The server's words for it, to find on the screen.
      const token = await apiToken(context.request, email, password);
      const { staff } = await readStaff(context.request, token);
      expect(staff.map((member) => member.role)).toEqual(['owner']);
      const refusal = await context.request.patch(`/api/staff/${staff[0]!.id}/`, {
        headers: auth(token),
        data: { role: 'manager' },
      });
      expect(refusal.status()).toBe(409);
      const body = (await refusal.json()) as { code?: string; message?: string };
      expect(body.code).toBe('last_owner');

      await signIn(page, email, password);
      await page.goto('/dashboard#settings');
      const region = page.getByRole('region', { name: 'Staff' });
      await region.getByLabel('Role of Solo Owner').selectOption('manager');
      await expect(region.getByRole('alert').filter({ hasText: body.message! })).toBeVisible();
      // Still the owner, on the server and on the screen.
      await page.reload();
      await expect(region.getByLabel('Role of Solo Owner')).toHaveValue('owner');
      await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
    } finally {
      await context.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
