import { Secret, TOTP } from 'otpauth';
import { type Browser, type CDPSession, type Locator, type Page, expect, test } from './fixtures';
import { createAdmin, registerClient, seriousViolations, snapshot } from './helpers';

// Passkeys are bound to a host name, and browsers refuse them on bare IP addresses: this spec visits the
// worker's server as localhost (the server takes any loopback address as localhost for passkeys). A CDP
// virtual authenticator plays the person's fingerprint reader, and otpauth plays the authenticator app.
test.use({ baseURL: async ({ atrium }, use) => use(atrium.base.replace('127.0.0.1', 'localhost')) });

const STEP_MS = 30_000;
let lastStep = -1;

/**
 * A code the server has not seen yet. It refuses a step used before and accepts the one after now, so each
 * code is for the step after the last one used, waiting only when that is further ahead than the next step.
 */
async function appCode(app: TOTP): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, lastStep + 1);
    if (step <= now + 1) {
      lastStep = step;
      return app.generate({ timestamp: step * STEP_MS + 1_000 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** A platform authenticator with a user who always says yes (fingerprint, face or screen lock). */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

async function password(page: Page, email: string, secret: string) {
  await page.goto('/auth');
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
}

async function onDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth/);
}

async function openSecurity(page: Page): Promise<Locator> {
  await page.goto('/dashboard#settings');
  const section = page.getByTestId('security-settings');
  await expect(section.getByRole('heading', { name: 'Authenticator app' })).toBeVisible();
  return section;
}

/** The page at phone width for one screenshot, then back at 1280. */
async function atPhoneWidth(page: Page, shot: () => Promise<unknown>) {
  await page.setViewportSize({ width: 390, height: 844 });
  await shot();
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function secondContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

test.describe('two-factor sign-in, passkeys and sessions', () => {
  test('an admin adds an app and a passkey, signs in each way, and signs another session out', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const admin = createAdmin('Sam Secure');
    await virtualAuthenticator(page);

    // Signed in with the password alone: no factor yet.
    await page.goto('/auth');
    await page.getByLabel('Email or username').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await onDashboard(page);

    // The authenticator app: the QR code and the key, a code from the app, then the recovery codes once.
    let security = await openSecurity(page);
    await security.getByRole('button', { name: 'Set up' }).click();
    const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = ((await setup.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
    await setup.screenshot({ path: 'e2e/artifacts/1280-security-totp-setup.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await setup.getByLabel('Code from the app').fill('000000');
    await setup.getByRole('button', { name: 'Turn on' }).click();
    await expect(setup.getByText(/not right|wrong|invalid/i)).toBeVisible();
    await setup.getByLabel('Code from the app').fill(await appCode(app));
    await setup.getByRole('button', { name: 'Turn on' }).click();
    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const codeItems = saved.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codeItems).toHaveCount(10);
    const recovery = (await codeItems.allTextContents()).map((code) => code.trim());
    expect(recovery[0]).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    await expect(saved.getByRole('button', { name: 'Download .txt' })).toBeVisible();
    await saved.screenshot({ path: 'e2e/artifacts/1280-security-recovery-codes.png' });
    await atPhoneWidth(page, () => page.screenshot({ path: 'e2e/artifacts/390-security-recovery-codes.png' }));
    await saved.getByRole('button', { name: 'I saved them' }).click();
    await expect(security.getByTestId('totp-state')).toContainText('On');
    await expect(security.getByTestId('recovery-left')).toHaveText('10 of 10 codes left.');

    // A passkey, named.
    await security.getByRole('button', { name: 'Add a passkey' }).click();
    const naming = page.getByRole('dialog', { name: 'Add a passkey' });
    await naming.getByLabel(/Name/).fill('Test laptop');
    await naming.getByRole('button', { name: 'Continue' }).click();
    await expect(security.getByRole('list', { name: 'Your passkeys' })).toContainText('Test laptop');
    await expect(security.getByTestId('session-row')).toHaveCount(1);
    await expect(security.getByTestId('session-row')).toContainText('This browser');
    expect(await seriousViolations(page)).toEqual([]);

    await security.screenshot({ path: 'e2e/artifacts/1280-security-settings.png' });
    await atPhoneWidth(page, () => security.screenshot({ path: 'e2e/artifacts/390-security-settings.png' }));
    await signOut(page);

    // Password, then a code from the app.
    await password(page, admin.email, admin.password);
    await snapshot(page, '1280-second-factor-step');
    expect(await seriousViolations(page)).toEqual([]);
    await atPhoneWidth(page, () => snapshot(page, '390-second-factor-step'));
    await page.getByLabel('Code from your app').fill(await appCode(app));
    await page.getByRole('button', { name: 'Verify' }).click();
    await onDashboard(page);
    await signOut(page);

    // Password, then the passkey.
    await password(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await onDashboard(page);
    await signOut(page);

    // The passkey alone.
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await onDashboard(page);

    // A second browser signs in with a recovery code; the first sees both sessions and signs the other out.
    const other = await secondContext(browser, baseURL!);
    try {
      await password(other.page, admin.email, admin.password);
      await other.page.getByRole('button', { name: 'Use a recovery code' }).click();
      await other.page.getByLabel('Recovery code').fill(recovery[0].toLowerCase());
      await other.page.getByRole('button', { name: 'Verify' }).click();
      await onDashboard(other.page);

      security = await openSecurity(page);
      const rows = security.getByTestId('session-row');
      await expect(rows).toHaveCount(2);
      await expect(security.locator('[data-testid="session-row"][data-current]')).toHaveCount(1);
      await expect(security.getByTestId('recovery-left')).toHaveText('9 of 10 codes left.');
      await security.getByRole('heading', { name: 'Where you’re signed in' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'e2e/artifacts/1280-security-sessions.png' });
      await security.locator('[data-testid="session-row"]:not([data-current])').getByRole('button').click();
      const confirm = page.getByRole('dialog', { name: 'Sign out this session' });
      await confirm.getByRole('button', { name: 'Sign out' }).click();
      await expect(confirm).toBeHidden();
      await expect(rows).toHaveCount(1);

      // The other browser's next call is refused, and it lands on the sign-in page.
      await other.page.getByRole('link', { name: 'Clients' }).first().click();
      await expect(other.page).toHaveURL(/\/auth/);

      // A recovery code works once.
      await password(other.page, admin.email, admin.password);
      await other.page.getByRole('button', { name: 'Use a recovery code' }).click();
      await other.page.getByLabel('Recovery code').fill(recovery[0]);
      await other.page.getByRole('button', { name: 'Verify' }).click();
      await expect(other.page.getByTestId('second-factor-step').locator('[aria-invalid="true"]')).toBeVisible();
      await expect(other.page).toHaveURL(/\/auth/);
      await other.page.getByLabel('Recovery code').fill(recovery[1]);
      await other.page.getByRole('button', { name: 'Verify' }).click();
      await onDashboard(other.page);
    } finally {
      await other.context.close();
    }
  });

  test('a wrong app code is said under the field, and Back returns to the password', async ({ page }) => {
    const admin = createAdmin('Wes Wrong');
    // The app through the API: the UI's enrolment is the test above.
    const login = await page.request.post('/api/auth/login/', {
      data: { email: admin.email, password: admin.password },
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Token ${token}` };
    const setup = (await (await page.request.post('/api/security/totp/setup/', { headers })).json()) as {
      secret: string;
    };
    const app = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: 'SHA1' });
    const confirmed = await page.request.post('/api/security/totp/confirm/', {
      headers,
      data: { code: await appCode(app) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    await password(page, admin.email, admin.password);
    await page.getByLabel('Code from your app').fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await page.getByLabel('Code from your app').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('second-factor-step').locator('[aria-invalid="true"]')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true }).last()).toBeVisible();
  });

  test('when the agency requires a second factor, a signed-in admin without one is led to add one', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const rulesAdmin = createAdmin('Rita Rules');
    const staff = createAdmin('Stan Staff');
    const login = await page.request.post('/api/auth/login/', {
      data: { email: rulesAdmin.email, password: rulesAdmin.password },
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Token ${token}` };

    await page.goto('/auth');
    await page.getByLabel('Email or username').fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await onDashboard(page);

    const rules = await secondContext(browser, baseURL!);
    try {
      // Another admin turns the rule on in Settings › Security › Sign-in rules.
      await rules.page.goto('/auth');
      await rules.page.getByLabel('Email or username').fill(rulesAdmin.email);
      await rules.page.getByLabel('Password', { exact: true }).fill(rulesAdmin.password);
      await rules.page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
      await onDashboard(rules.page);
      const security = await openSecurity(rules.page);
      const rule = security.getByRole('switch', { name: 'Require a second factor for agency staff' });
      await expect(rule).toHaveAttribute('aria-checked', 'false');
      await rule.click();
      await expect(rule).toHaveAttribute('aria-checked', 'true');
      const card = security
        .locator('section')
        .filter({ has: rules.page.getByRole('heading', { name: 'Sign-in rules' }) });
      await card.screenshot({ path: 'e2e/artifacts/1280-security-sign-in-rules.png' });

      // The staff member's next call is refused with second_factor_required: only adding a factor is offered.
      await page.getByRole('link', { name: 'Clients' }).first().click();
      const required = page.getByTestId('second-factor-required');
      await expect(required.getByRole('heading', { name: 'Add a second way to sign in' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Clients' })).toHaveCount(0);
      await snapshot(page, '1280-second-factor-required');
      expect(await seriousViolations(page)).toEqual([]);
      await atPhoneWidth(page, () => snapshot(page, '390-second-factor-required'));

      await required.getByRole('button', { name: 'Set up' }).click();
      const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
      const key = ((await setup.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
      const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
      await setup.getByLabel('Code from the app').fill(await appCode(app));
      await setup.getByRole('button', { name: 'Turn on' }).click();
      await page
        .getByRole('dialog', { name: 'Save your recovery codes' })
        .getByRole('button', { name: 'I saved them' })
        .click();
      await onDashboard(page);
      await page.getByRole('link', { name: 'Clients' }).first().click();
      await expect(page.getByRole('banner').getByRole('heading', { name: 'Clients' })).toBeVisible();

      // The admin who turned the rule on has no second factor either, and cannot lift a rule it has not met.
      const refused = await page.request.patch('/api/security/settings/', {
        headers,
        data: { require_staff_second_factor: false },
      });
      expect(refused.status(), await refused.text()).toBe(403);
    } finally {
      // The worker's server is shared by the spec files after this one: the staff member, enrolled now, lifts it.
      const staffToken = await page.evaluate(() => localStorage.getItem('auth_token'));
      const off = await page.request.patch('/api/security/settings/', {
        headers: { Authorization: `Token ${staffToken}` },
        data: { require_staff_second_factor: false },
      });
      expect(off.status(), await off.text()).toBe(200);
      await rules.context.close();
    }
  });

  test('an admin resets the two-factor of a client who lost their phone, from the client’s team', async ({
    page,
    request,
  }) => {
    const company = `Lost Phone ${Date.now().toString(36)}`;
    const client = await registerClient(request, { name: `Lana ${company}`, company });
    const login = await request.post('/api/auth/login/', { data: { email: client.email, password: client.password } });
    const headers = { Authorization: `Token ${((await login.json()) as { token: string }).token}` };
    const setup = (await (await request.post('/api/security/totp/setup/', { headers })).json()) as { secret: string };
    const app = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: 'SHA1' });
    const confirmed = await request.post('/api/security/totp/confirm/', {
      headers,
      data: { code: await appCode(app) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const before = await request.post('/api/auth/login/', { data: { email: client.email, password: client.password } });
    expect(await before.json()).toHaveProperty('second_factor');

    const admin = createAdmin('Reset Admin');
    await page.goto('/auth');
    await page.getByLabel('Email or username').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await onDashboard(page);
    await page.goto('/dashboard#clients');
    await page
      .getByRole('button', { name: `Actions for ${client.name}` })
      .first()
      .click();
    await page.getByRole('button', { name: 'View Details' }).click();
    const team = page.getByRole('dialog', { name: client.name }).getByRole('region', { name: 'Team' });
    await team.getByRole('button', { name: `Reset two-factor of ${client.name}` }).click();
    const ask = page.getByRole('dialog', { name: 'Reset two-factor' });
    await expect(ask).toContainText(client.email);
    await ask.getByRole('button', { name: 'Reset' }).click();
    await expect(ask).toBeHidden();
    await expect(team.getByRole('status')).toBeVisible();

    // The password alone signs in again.
    const after = await request.post('/api/auth/login/', { data: { email: client.email, password: client.password } });
    expect(await after.json()).toHaveProperty('token');
  });
});
