import { readFileSync } from 'node:fs';
import { type Locator, type Page, expect, test } from './fixtures';
import {
  DEMO,
  PNG_1PX,
  type Schemas,
  apiToken,
  createAdmin,
  registerClient,
  seriousViolations,
  signIn,
  snapshot,
} from './helpers';

/** The viewport with the card at its top, below the phone layout's sticky header (which would cover it). */
async function cardShot(page: Page, card: Locator, name: string) {
  await card.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72));
  await snapshotViewport(page, name);
}

async function snapshotViewport(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/${name}.png` });
}

test.describe('settings', () => {
  test('a client sees photo, information, password and the content mail switch only', async ({ page, request }) => {
    const client = await registerClient(request, { name: 'Parts Client' });
    await signIn(page, client.email, client.password);
    await page.goto('/dashboard#settings');
    await expect(page.getByRole('heading', { name: 'Profile photo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Profile information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bank account details' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Danger zone' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Monthly client reports' })).toHaveCount(0);
    // Of the mail switches, only the one about the client's own posts.
    await expect(page.getByRole('switch', { name: 'Content approvals, feedback and comments' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Weekly reports' })).toHaveCount(0);
  });

  test('profile photo and information save and survive a reload', async ({ page, request }) => {
    const client = await registerClient(request, { name: 'Paula Profile', company: 'Old Co' });
    await signIn(page, client.email, client.password);
    await page.goto('/dashboard#settings');

    const photo = page.locator('input[type="file"]');
    await photo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByRole('alert')).toHaveText('Image size must be less than 5MB');

    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    const sidebarImage = page.getByRole('complementary').locator('img').first();
    await expect(sidebarImage).toHaveAttribute('src', /\/api\/uploads\//);
    await expect(page.getByText('Profile updated successfully!')).toBeHidden({ timeout: 4_500 });

    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveValue(client.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByText('Email cannot be changed')).toBeVisible();

    await page.getByLabel('First name').fill('Paula');
    await page.getByLabel('Last name').fill('Prentiss');
    await page.getByLabel('Company').fill('New Co');
    await page.getByLabel('Bio').fill('Runs the best bakery in town.');
    await expect(page.getByText('29/500')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Paula');
    await expect(page.getByLabel('Last name')).toHaveValue('Prentiss');
    await expect(page.getByLabel('Company')).toHaveValue('New Co');
    await expect(page.getByLabel('Bio')).toHaveValue('Runs the best bakery in town.');
    await expect(page.getByRole('complementary').locator('img').first()).toHaveAttribute('src', /\/api\/uploads\//);
    await expect(page.getByRole('complementary').getByText('New Co', { exact: true }).first()).toBeVisible();
    // The server rebuilds the display name from the first and last name.
    await expect(page.getByTestId('sidebar-user-name').first()).toHaveText('Paula Prentiss');
  });

  test('password change validates, then works with the new password', async ({ page, request }) => {
    const client = await registerClient(request, { name: 'Pat Password', password: 'first-pass-123' });
    await signIn(page, client.email, client.password);
    await page.goto('/dashboard#settings');
    const save = page.getByRole('button', { name: 'Update password' });

    await page.getByLabel('Current password').fill('first-pass-123');
    await page.getByLabel('New password', { exact: true }).fill('second-pass-456');
    await page.getByLabel('Confirm new password').fill('second-pass-457');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('New passwords do not match');

    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('second-pass-456');
    await page.getByLabel('Confirm new password').fill('second-pass-456');
    await save.click();
    // Said once, under the field, not again in a box below the form.
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByLabel('Current password').fill('first-pass-123');
    await save.click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');

    // The current token stays valid.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');

    await page.getByRole('button', { name: 'Sign Out', exact: true }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel('Email or username').fill(client.email);
    await page.getByLabel('Password', { exact: true }).fill('first-pass-123');
    await page.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await signIn(page, client.email, 'second-pass-456');
  });

  test('an admin saves bank details and sees the saved values', async ({ page }) => {
    const admin = createAdmin('Bank Admin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#settings');
    await expect(page.getByRole('heading', { name: 'Bank account details' })).toBeVisible();
    await page.getByLabel('Account holder full name').fill('Atrium Agency Sh.p.k.');
    const iban = page.getByLabel('IBAN');
    await iban.fill('');
    await expect(page.getByText(/Starts with the two-letter country code/)).toBeVisible();
    // Not the demo's IBAN: an unchanged field is not sent, and this test reads what is.
    await iban.fill('al35202111090000000001234567');
    // Shown in groups of four with the hint for the country typed; sent without spaces.
    await expect(iban).toHaveValue('AL35 2021 1109 0000 0000 0123 4567');
    await expect(
      page.getByText('Albania: 28 characters (AL, 2 check digits, then 8 digits, then 16 letters or digits).'),
    ).toBeVisible();
    await page.getByLabel(/Bank name/).fill('Banka Kombetare');
    await page.getByLabel(/SWIFT\/BIC/).fill('nclbaltr');
    await expect(page.getByLabel(/SWIFT\/BIC/)).toHaveValue('NCLBALTR');
    await page.getByLabel(/Additional instructions/).fill('Put your invoice number in the reference.');
    const saved = page.waitForRequest((r) => r.url().includes('/api/admin/bank-settings/') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Save bank details' }).click();
    expect((await saved).postDataJSON().iban).toBe('AL35202111090000000001234567');
    await expect(page.getByText('Bank account details updated successfully!')).toBeVisible();
    await expect(page.getByText('Configured', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Account holder full name')).toHaveValue('Atrium Agency Sh.p.k.');
    await expect(page.getByLabel('IBAN')).toHaveValue('AL35 2021 1109 0000 0000 0123 4567');
    await expect(page.getByLabel(/Bank name/)).toHaveValue('Banka Kombetare');
    await expect(page.getByLabel(/SWIFT\/BIC/)).toHaveValue('NCLBALTR');
    await expect(page.getByLabel(/Additional instructions/)).toHaveValue('Put your invoice number in the reference.');
  });

  test('bad bank input shows the server field errors', async ({ page }) => {
    const admin = createAdmin('Bad Bank Admin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#settings');
    await page.getByRole('button', { name: 'Save bank details' }).waitFor();
    await page.getByLabel('Account holder full name').fill('Someone');
    await page.getByLabel('IBAN').fill('XX');
    await page.getByRole('button', { name: 'Save bank details' }).click();
    await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  });

  test('IBAN and SWIFT keep the caret where one types in the middle', async ({ page }) => {
    const admin = createAdmin('Caret Admin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#settings');
    const iban = page.getByLabel('IBAN');
    await iban.fill('AL47 2121 1009 0000 0002 3569 8741');
    // Take out '1009' and type it back, lower case, from the middle of the field.
    await iban.click();
    await iban.press('Home');
    for (let i = 0; i < 14; i += 1) await iban.press('ArrowRight');
    for (let i = 0; i < 4; i += 1) await iban.press('Backspace');
    await expect(iban).toHaveValue('AL47 2121 0000 0002 3569 8741');
    await iban.pressSequentially('1009');
    await expect(iban).toHaveValue('AL47 2121 1009 0000 0002 3569 8741');
    await iban.pressSequentially('ab');
    await expect(iban).toHaveValue('AL47 2121 1009 AB00 0000 0235 6987 41');
    expect(await iban.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(17);

    const swift = page.getByLabel(/SWIFT\/BIC/);
    await swift.fill('NCLBTR');
    await swift.click();
    await swift.press('End');
    for (let i = 0; i < 2; i += 1) await swift.press('ArrowLeft');
    await swift.pressSequentially('al');
    await expect(swift).toHaveValue('NCLBALTR');
    expect(await swift.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(6);
  });

  test('notification preferences are saved on the server and survive a reload', async ({ page, request }) => {
    const admin = createAdmin('Prefs Admin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#settings');
    const weekly = page.getByRole('switch', { name: 'Weekly reports' });
    const invoices = page.getByRole('switch', { name: 'Invoice emails' });
    await expect(weekly).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(/A summary of your agency/)).toBeVisible();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/auth/notification-preferences/') && r.request().method() === 'PATCH',
    );
    await weekly.click();
    expect((await saved).status()).toBe(200);
    await expect(weekly).toHaveAttribute('aria-checked', 'false');
    await expect(weekly).toBeEnabled();

    await page.reload();
    await expect(weekly).toHaveAttribute('aria-checked', 'false');
    await expect(invoices).toHaveAttribute('aria-checked', 'true');

    // The server's copy, not the page's, is what mails follow.
    const token = await apiToken(request, admin.email, admin.password);
    const prefs = await request.get('/api/auth/notification-preferences/', {
      headers: { Authorization: `Token ${token}` },
    });
    expect(await prefs.json()).toMatchObject({ weekly_reports: false, email_invoices: true });

    // A refused save puts the switch back and says so.
    await page.route('**/api/auth/notification-preferences/', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { error: 'x', message: 'Preferences are unavailable right now.' } })
        : route.continue(),
    );
    await invoices.click();
    await expect(page.getByText('Preferences are unavailable right now.')).toBeVisible();
    await expect(invoices).toHaveAttribute('aria-checked', 'true');
  });

  test('monthly client reports: the switch and the day are saved on the server, a refused day says why', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
    const headers = { Authorization: `Token ${token}` };
    const server = async () => (await request.get('/api/settings/reports/', { headers })).json();
    const before = await server();
    // The schedule is the agency's, shared by every test: start from off on the 1st, and leave it as found.
    await request.patch('/api/settings/reports/', { headers, data: { monthly_reports: false, day_of_month: 1 } });
    try {
      await signIn(page, DEMO.admin.email, DEMO.admin.password);
      await page.goto('/dashboard#settings');
      const card = page.getByTestId('report-schedule');
      const toggle = card.getByRole('switch', { name: 'Mail each client its performance report every month' });
      const day = card.getByLabel('Day of the month (UTC)');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(day).toHaveValue('1');
      await expect(card.getByTestId('report-last-sent')).toHaveText(before.last_sent ? /^Last sent: / : 'Not sent yet');

      const switched = page.waitForRequest((r) => r.url().endsWith('/api/settings/reports/') && r.method() === 'PATCH');
      await toggle.click();
      expect((await switched).postDataJSON()).toEqual({ monthly_reports: true });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(toggle).toBeEnabled();
      const moved = page.waitForResponse(
        (r) => r.url().endsWith('/api/settings/reports/') && r.request().method() === 'PATCH',
      );
      await day.selectOption('15');
      expect((await moved).status()).toBe(200);
      expect(await server()).toMatchObject({ monthly_reports: true, day_of_month: 15 });

      await page.reload();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(day).toHaveValue('15');
      await expect(day.locator('option')).toHaveCount(28);
      await expect(day.locator('option').last()).toHaveText('28th');
      expect(await seriousViolations(page)).toEqual([]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await card.scrollIntoViewIfNeeded();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `settings at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        await snapshot(page, `settings-monthly-reports-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });

      // The select offers only 1 to 28; a day the server refuses (here 31, sent in place of the 20th) comes back
      // as a 422 naming day_of_month, shown under the select in the server's words, and the day moves back.
      await page.route('**/api/settings/reports/', (route) =>
        route.request().method() === 'PATCH'
          ? route.continue({ postData: JSON.stringify({ day_of_month: 31 }) })
          : route.continue(),
      );
      const refused = page.waitForResponse(
        (r) => r.url().endsWith('/api/settings/reports/') && r.request().method() === 'PATCH',
      );
      await day.selectOption('20');
      const answer = await refused;
      expect(answer.status()).toBe(422);
      const body = (await answer.json()) as { fields: Record<string, string[]> };
      expect(Object.keys(body.fields)).toEqual(['day_of_month']);
      await expect(card.getByText(body.fields.day_of_month![0]!)).toBeVisible();
      await expect(day).toHaveAttribute('aria-invalid', 'true');
      await expect(day).toHaveValue('15');
      expect(await server()).toMatchObject({ day_of_month: 15 });
      await page.unroute('**/api/settings/reports/');

      // The month the reports last went out, as the server would give it after a mailing (no job can be run
      // by hand for it, so the answer is the real one with last_sent filled in).
      await page.route('**/api/settings/reports/', async (route) => {
        const real = await route.fetch();
        await route.fulfill({ response: real, json: { ...(await real.json()), last_sent: '2026-10' } });
      });
      await page.reload();
      await expect(card.getByTestId('report-last-sent')).toHaveText('Last sent: October 2026');
    } finally {
      await request.patch('/api/settings/reports/', {
        headers,
        data: { monthly_reports: before.monthly_reports, day_of_month: before.day_of_month },
      });
    }
  });

  test('monthly client reports are for admins: a client is refused by the server too', async ({ request }) => {
    const token = await apiToken(request, DEMO.client.email, DEMO.client.password);
    const answer = await request.get('/api/settings/reports/', { headers: { Authorization: `Token ${token}` } });
    expect(answer.status()).toBe(403);
  });

  test('an admin deletes their account by typing the phrase', async ({ page }) => {
    const admin = createAdmin('Leaving Admin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    await expect(dialog).toBeVisible();
    const phrase = dialog.getByLabel('Type "DELETE MY ACCOUNT" to confirm');
    await expect(phrase).toBeFocused();

    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeFocused();

    await page.getByRole('button', { name: 'Delete account' }).click();
    await phrase.fill('delete my account');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please type "DELETE MY ACCOUNT" exactly to confirm');

    await phrase.fill('DELETE MY ACCOUNT');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Account deletion initiated. You will be logged out.')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('Email or username').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  });

  test('a refused deletion shows the server message, else the support text', async ({ page }) => {
    const admin = createAdmin('Staying Admin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#settings');
    const lastAdmin = 'You are the only admin; create another admin before deleting this account.';
    // Simulated answers: this server has other admins, so the real 409 cannot happen here.
    await page.route('**/api/admin/delete-account/', (route) =>
      route.fulfill({ status: 409, json: { error: lastAdmin, message: lastAdmin, code: 'last_admin' } }),
    );
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    await dialog.getByLabel('Type "DELETE MY ACCOUNT" to confirm').fill('DELETE MY ACCOUNT');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(lastAdmin);

    await page.unroute('**/api/admin/delete-account/');
    await page.route('**/api/admin/delete-account/', (route) => route.fulfill({ status: 500, body: '' }));
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to delete account. Please contact support.');
    await expect(page).toHaveURL(/#settings$/);
  });

  test('admins see the backups, take one, and download it only with their password', async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard#settings');
    const card = page.getByTestId('backups');
    await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
    await expect(card.getByTestId('backup-schedule')).toContainText(
      /^(Every \d+ hours?, the newest \d+ kept|Scheduled backups are off)\. Whoever runs the server sets how often\.$/,
    );
    const rows = card.getByTestId('backup-row');
    const before = await rows.count();

    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/backups/') && response.request().method() === 'POST',
    );
    // Held back a moment so the waiting label can be seen.
    await page.route('**/api/admin/backups/', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Back up now' }).click();
    await expect(page.getByRole('button', { name: 'Backing up…' })).toBeDisabled();
    const response = await answered;
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { file: string };
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.first()).toContainText(created.file);
    await expect(rows.first()).toContainText(/\d+(\.\d)? (MB|KB) · .*2\d{3}/);
    await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled();

    await rows
      .first()
      .getByRole('button', { name: `Download ${created.file}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Download backup' });
    await expect(dialog).toContainText('holds the whole portal');
    await dialog.getByLabel('Your password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(dialog.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.locator('[id$="-error"]')).not.toBeEmpty();
    await snapshot(page, 'settings-backup-download-wrong-password');

    await dialog.getByLabel('Your password').fill(DEMO.admin.password);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(created.file);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const saved = readFileSync((await download.path())!);
    expect(saved.subarray(0, 2).toString()).toBe('PK');
    await expect(dialog).toBeHidden();

    await expect(card.getByTestId('backup-manual-keep')).toHaveText(/^Backups taken by hand: the newest \d+ kept\.$/);
    const backupsCard = page.locator('section', { has: page.getByRole('heading', { name: 'Backups' }) });
    await cardShot(page, backupsCard, 'settings-backups-1280');
    await page.setViewportSize({ width: 390, height: 1200 });
    await cardShot(page, backupsCard, 'settings-backups-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Deleting asks first, names the archive, and takes it off the list and the disk.
    await rows
      .first()
      .getByRole('button', { name: `Delete ${created.file}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete backup' });
    await expect(confirm).toContainText(created.file);
    await snapshot(page, 'settings-backup-delete-390');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(before + 1);
    await rows
      .first()
      .getByRole('button', { name: `Delete ${created.file}` })
      .click();
    const deleted = page.waitForResponse(
      (response) => response.url().includes('/api/admin/backups/') && response.request().method() === 'DELETE',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(204);
    await expect(confirm).toBeHidden();
    await expect(rows).toHaveCount(before);
    await expect(card).not.toContainText(created.file);
  });

  test('admins see where the off-site copies go, and that the last tries failed', async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard#settings');
    const block = page.getByTestId('offsite-copies');
    // The test server has no [offsite] bucket: the archives stay on the machine, and the block says how to change it.
    await expect(block).toHaveText(
      'Off-site copies are off: the backups stay on this machine. Whoever runs the server can have each one sent, encrypted, to S3-compatible storage.',
    );
    // Uploads on the server's disk are in every archive; the card says nothing of a bucket.
    await expect(page.getByTestId('backup-media-in-bucket')).toHaveCount(0);

    // A bucket whose copying has gone wrong, on a phone-width-breaking bucket name and a long error from the store.
    const error =
      'uploading atrium-backup-20261127T030000Z.zip.sealed: SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. Check your key and signing method.';
    const offsite = {
      bucket: 'northwind-agency-backups-eu-central-1-primary',
      prefix: 'atrium/agency-one',
      host: 's3.eu-central-1.amazonaws.com',
      keep_daily: 7,
      keep_weekly: 4,
      keep_monthly: 1,
      state: 'overdue',
      last: {
        last_copy_at: '2026-11-25T03:00:41Z',
        last_copy_name: 'atrium-backup-20261125T030000Z.zip.sealed',
        last_copy_bytes: 12_993_331,
        last_attempt_at: '2026-11-27T04:00:05Z',
        last_error: error,
        failures_in_row: 3,
      },
    };
    await page.route('**/api/admin/backups/', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const list = (await response.json()) as Schemas['BackupList'];
      await route.fulfill({ response, json: { ...list, offsite, media_in_bucket: true } });
    });
    await page.reload();
    await expect(block.getByTestId('offsite-state')).toHaveText('Overdue');
    await expect(page.getByTestId('backup-media-in-bucket')).toHaveText(
      'Uploaded files are kept in cloud storage, not in these archives: each archive holds the database and a list of those files.',
    );
    await expect(block.getByRole('heading', { name: 'Off-site copies' })).toBeVisible();
    await expect(block).toContainText(
      'Each scheduled backup is sealed on the server, with a key only its operator holds, and sent to northwind-agency-backups-eu-central-1-primary/atrium/agency-one on s3.eu-central-1.amazonaws.com.',
    );
    await expect(block).toContainText('The newest copy of each of the last 7 days, 4 weeks, and 1 month is kept.');
    const lastCopy = block.getByTestId('offsite-last-copy');
    await expect(lastCopy).toContainText('atrium-backup-20261125T030000Z.zip.sealed');
    await expect(lastCopy).toContainText(/^atrium-backup-20261125T030000Z\.zip\.sealed12\.4 MB · Nov 2\d, 2026/);
    const failed = block.getByRole('alert');
    await expect(failed).toContainText('The last try failed (3 times in a row).');
    await expect(failed.getByText(error)).toHaveAttribute('translate', 'no');

    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Backups', exact: true }) });
    await cardShot(page, card, 'settings-offsite-1280');
    await page.setViewportSize({ width: 390, height: 1200 });
    await cardShot(page, block, 'settings-offsite-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const text of [block.getByText(error), lastCopy]) {
      const box = await text.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('admins see the ten scheduled jobs with their last run', async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard#settings');
    const jobs = page.getByTestId('job-row');
    await expect(jobs).toHaveCount(10);
    const titles = [
      'Housekeeping',
      'Invoices and reminders',
      'Weekly agency report',
      'Monthly client reports',
      'Social account sync',
      'Backups',
      'Approval reminders',
      'Publishing',
      'Client activity mails',
      'Off-site copy',
    ];
    for (const title of titles) {
      const row = jobs.filter({ has: page.getByText(title, { exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(/Never run yet|OK|Failed|Running/);
      await expect(row).toContainText(/\d+ runs?, (none failed|\d+ failed)/);
    }
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Scheduled jobs' }) });
    await cardShot(page, card, 'settings-jobs-1280');
    await page.setViewportSize({ width: 390, height: 1300 });
    await cardShot(page, card, 'settings-jobs-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a client sees the storage its files take against its quota, and an upload counts', async ({
    page,
    request,
  }) => {
    const client = await registerClient(request, { name: 'Storage Client' });
    await signIn(page, client.email, client.password);
    await page.goto('/dashboard#settings');
    const meter = page.getByTestId('storage-meter');
    await expect(meter).toContainText('Storage: 0 KB of 1 GB used');
    const token = await apiToken(request, client.email, client.password);
    const uploaded = await request.post('/api/files/', {
      headers: { Authorization: `Token ${token}` },
      multipart: { file: { name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.alloc(3000, 'a') } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    await page.reload();
    await expect(meter).toContainText('Storage: 2.9 KB of 1 GB used');
    await expect(meter).toContainText('Message attachments 2.9 KB');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Storage' }) });
    await cardShot(page, card, 'settings-storage-1280');
    await page.setViewportSize({ width: 390, height: 900 });
    await cardShot(page, card, 'settings-storage-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a client sees neither backups nor scheduled jobs', async ({ page, request }) => {
    const client = await registerClient(request, { name: 'No Backups Client' });
    await signIn(page, client.email, client.password);
    await page.goto('/dashboard#settings');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Backups' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Scheduled jobs' })).toHaveCount(0);
  });
});
