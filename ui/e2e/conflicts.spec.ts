import { expect, test, type APIRequestContext, type Browser, type Page, type Request as PwRequest } from './fixtures';
import { apiToken, createAdmin, signIn, snapshot, uniqueEmail, type Schemas } from './helpers';

// Issue C0 point 7: two tabs of one admin must not overwrite each other, a save after a delete says so in
// words, and a double click sends one request. Every test makes its own admin, clients and tasks.

const PASSWORD = 'Conflict-Admin-Pass-5931!';
const tag = Date.now().toString(36);
let serial = 0;
const unique = (prefix: string) => `${prefix} ${tag}${(serial += 1)}`;

interface Api {
  token: string;
  headers: { Authorization: string };
}

type ClientRecord = Schemas['Client'];

async function adminApi(request: APIRequestContext, email: string): Promise<Api> {
  const token = await apiToken(request, email, PASSWORD);
  return { token, headers: { Authorization: `Token ${token}` } };
}

async function createClient(request: APIRequestContext, api: Api, name: string): Promise<ClientRecord> {
  const response = await request.post('/api/clients/', {
    headers: api.headers,
    data: {
      name,
      email: uniqueEmail('conflict'),
      company: 'Original Company',
      monthly_fee: 1500,
      package: 'starter',
      status: 'active',
      platforms: ['Instagram'],
      next_payment: null,
      account_manager: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function clientsNamed(request: APIRequestContext, api: Api, name: string): Promise<ClientRecord[]> {
  const response = await request.get(`/api/clients/?search=${encodeURIComponent(name)}&page_size=100`, {
    headers: api.headers,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Schemas['Paginated_Client']).results.filter((client) => client.name === name);
}

/** A second (or first) tab of the same admin: its own browser context, signed in through the UI. */
async function openTab(browser: Browser, email: string): Promise<Page> {
  // A context made in a test takes the test's options: the worker's server and the project's viewport.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

async function openClientEdit(page: Page, name: string) {
  await page.goto('/dashboard#clients');
  await page.getByLabel('Search clients').fill(name);
  const card = page.getByRole('list', { name: 'Clients' }).getByRole('listitem', { name });
  await card.getByRole('button', { name: `Actions for ${name}` }).click();
  await card.getByRole('button', { name: 'Edit Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  return dialog;
}

/** The bodies of the PATCH requests a page sends to one client. */
function patchesTo(page: Page, clientId: number): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request: PwRequest) => {
    if (request.method() === 'PATCH' && request.url().endsWith(`/api/clients/${clientId}/`))
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

function countRequests(page: Page, method: string, path: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

test.describe('two tabs editing one client', () => {
  test('the later save gets the conflict view, loses nothing, and Keep my changes keeps both edits', async ({
    browser,
    request,
  }) => {
    const admin = createAdmin('Conflict Admin', PASSWORD);
    const api = await adminApi(request, admin.email);
    const name = unique('Conflict Carla');
    const client = await createClient(request, api, name);

    const tabA = await openTab(browser, admin.email);
    const tabB = await openTab(browser, admin.email);
    const formB = await openClientEdit(tabB, name); // B opens the form first...
    const formA = await openClientEdit(tabA, name);
    const sentByB = patchesTo(tabB, client.id);

    // ...A saves a new fee...
    await formA.getByLabel('Monthly fee (USD)').fill('4321');
    await formA.getByRole('button', { name: 'Save changes' }).click();
    await expect(formA).toBeHidden();

    // ...then B, who never saw it, saves only a new company.
    await formB.getByLabel('Company').fill('B Company');
    await formB.getByRole('button', { name: 'Save changes' }).click();
    const notice = formB.getByRole('alert').filter({ hasText: 'Keep my changes' });
    await expect(notice).toContainText(/someone else/i);
    await expect(notice).toContainText('Your changes are still in the form. Nothing was saved.');
    const company = notice.getByRole('row', { name: /Company/ });
    await expect(company).toContainText('You changed this');
    await expect(company.getByRole('cell')).toHaveText(['B Company', 'Original Company'], { useInnerText: true });
    const fee = notice.getByRole('row', { name: /Monthly fee/ });
    await expect(fee).toContainText('Changed by someone else');
    await expect(fee.getByRole('cell')).toHaveText(['$1,500', '$4,321'], { useInnerText: true });
    await expect(notice.getByRole('row')).toHaveCount(3); // the header and the two fields that differ
    // Nothing typed is lost while the person decides.
    await expect(formB.getByLabel('Company')).toHaveValue('B Company');

    await snapshot(tabB, 'conflict-view-1280');
    await tabB.setViewportSize({ width: 390, height: 844 });
    await expect(notice).toBeVisible();
    const overflow = await formB.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
    expect(overflow).toBe(0);
    await snapshot(tabB, 'conflict-view-390');

    await notice.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(formB).toBeHidden();

    // B sent only the company, first against the version it loaded, then against A's.
    expect(sentByB).toHaveLength(2);
    expect(sentByB[0]).toEqual({ company: 'B Company', version: client.version });
    expect(sentByB[1]).toEqual({ company: 'B Company', version: (client.version ?? 0) + 1 });

    const [saved] = await clientsNamed(request, api, name);
    expect(saved).toMatchObject({ monthly_fee: 4321, company: 'B Company' });
    await tabA.context().close();
    await tabB.context().close();
  });

  test('Reload latest shows what the other tab saved and sends nothing', async ({ browser, request }) => {
    const admin = createAdmin('Reload Admin', PASSWORD);
    const api = await adminApi(request, admin.email);
    const name = unique('Reload Rita');
    const client = await createClient(request, api, name);

    const tab = await openTab(browser, admin.email);
    const form = await openClientEdit(tab, name);
    const sent = patchesTo(tab, client.id);
    // The other tab is the API here: it changes the fee after this form was opened.
    const other = await request.patch(`/api/clients/${client.id}/`, {
      headers: api.headers,
      data: { monthly_fee: 2222, version: client.version },
    });
    expect(other.status(), await other.text()).toBe(200);

    await form.getByLabel('Company').fill('Mine, then dropped');
    await form.getByRole('button', { name: 'Save changes' }).click();
    const notice = form.getByRole('alert').filter({ hasText: 'Reload latest' });
    await notice.getByRole('button', { name: 'Reload latest' }).click();
    await expect(notice).toBeHidden();
    await expect(form.getByLabel('Monthly fee (USD)')).toHaveValue('2222');
    await expect(form.getByLabel('Company')).toHaveValue('Original Company');
    expect(sent).toHaveLength(1);

    const [saved] = await clientsNamed(request, api, name);
    expect(saved).toMatchObject({ monthly_fee: 2222, company: 'Original Company' });
    await tab.context().close();
  });

  test('saving a client another tab deleted says so in words', async ({ browser, request }) => {
    const admin = createAdmin('Deleted Admin', PASSWORD);
    const api = await adminApi(request, admin.email);
    const name = unique('Deleted Dora');
    await createClient(request, api, name);

    const tabA = await openTab(browser, admin.email);
    const tabB = await openTab(browser, admin.email);
    const formB = await openClientEdit(tabB, name);

    await tabA.goto('/dashboard#clients');
    await tabA.getByLabel('Search clients').fill(name);
    const card = tabA.getByRole('list', { name: 'Clients' }).getByRole('listitem', { name });
    await card.getByRole('button', { name: `Actions for ${name}` }).click();
    await card.getByRole('button', { name: 'Delete Client' }).click();
    await tabA
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete Client' })
      .click();
    await expect(tabA.getByRole('heading', { name: 'No matching clients' })).toBeVisible();

    await formB.getByLabel('Company').fill('Too late');
    await formB.getByRole('button', { name: 'Save changes' }).click();
    const alert = formB.getByRole('alert');
    await expect(alert).toHaveText(/This client no longer exists/);
    await expect(alert).not.toHaveText(/not found/i);
    await expect(formB.getByLabel('Company')).toHaveValue('Too late');
    expect(await clientsNamed(request, api, name)).toHaveLength(0);
    await tabA.context().close();
    await tabB.context().close();
  });
});

function card(page: Page, title: string) {
  return page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe('two tabs in settings', () => {
  test('profile: the later save shows the conflict, and Keep my changes keeps both edits', async ({
    browser,
    request,
  }) => {
    const admin = createAdmin('Profile Tabs Admin', PASSWORD);
    const api = await adminApi(request, admin.email);
    const tabA = await openTab(browser, admin.email);
    const tabB = await openTab(browser, admin.email);
    for (const tab of [tabA, tabB]) await tab.goto('/dashboard#settings');
    const profileA = card(tabA, 'Profile information');
    const profileB = card(tabB, 'Profile information');
    await expect(profileB.getByLabel('Company')).toHaveValue('');

    await profileA.getByLabel('Bio').fill('Written in tab A.');
    await profileA.getByRole('button', { name: 'Save changes' }).click();
    await expect(profileA.getByText('Profile updated successfully!')).toBeVisible();

    await profileB.getByLabel('Company').fill('Tab B Studio');
    await profileB.getByRole('button', { name: 'Save changes' }).click();
    const notice = profileB.getByRole('alert').filter({ hasText: 'Keep my changes' });
    await expect(notice).toContainText('This profile was changed by someone else after you opened it.');
    await expect(notice.getByRole('row', { name: /Company/ })).toContainText('You changed this');
    await expect(notice.getByRole('row', { name: /Bio/ })).toContainText('Changed by someone else');
    await notice.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(profileB.getByText('Profile updated successfully!')).toBeVisible();
    await expect(profileB.getByLabel('Bio')).toHaveValue('Written in tab A.');

    const me = await (await request.get('/api/auth/me/', { headers: api.headers })).json();
    expect(me).toMatchObject({ bio: 'Written in tab A.', company: 'Tab B Studio' });
    await tabA.context().close();
    await tabB.context().close();
  });

  test('bank details: a save from a stale tab is refused until the person chooses', async ({ browser, request }) => {
    const admin = createAdmin('Bank Tabs Admin', PASSWORD);
    const api = await adminApi(request, admin.email);
    const tabA = await openTab(browser, admin.email);
    const tabB = await openTab(browser, admin.email);
    for (const tab of [tabA, tabB]) await tab.goto('/dashboard#settings');
    const bankA = card(tabA, 'Bank account details');
    const bankB = card(tabB, 'Bank account details');
    const bankName = unique('Bank of Tab A');
    const info = unique('Reference from tab B');
    await expect(bankB.getByRole('button', { name: 'Save bank details' })).toBeVisible();

    // Both people are editing at once: B has typed before A saves (a change arriving live must not
    // wipe B's typing, and B's save is then against the version B started from).
    await bankB.getByLabel(/Additional instructions/).fill(info);
    await bankA.getByLabel(/Bank name/).fill(bankName);
    await bankA.getByRole('button', { name: 'Save bank details' }).click();
    await expect(bankA.getByText('Bank account details updated successfully!')).toBeVisible();

    await expect(bankB.getByLabel(/Additional instructions/)).toHaveValue(info);
    await bankB.getByRole('button', { name: 'Save bank details' }).click();
    const notice = bankB.getByRole('alert').filter({ hasText: 'Keep my changes' });
    await expect(notice).toContainText(/changed by someone else/);
    await expect(notice.getByRole('row', { name: /Bank name/ })).toContainText('Changed by someone else');
    await notice.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(bankB.getByText('Bank account details updated successfully!')).toBeVisible();

    const saved = await (await request.get('/api/admin/bank-settings/', { headers: api.headers })).json();
    expect(saved).toMatchObject({ bank_name: bankName, additional_info: info });
    await tabA.context().close();
    await tabB.context().close();
  });
});

test.describe('double clicks', () => {
  test("a double click on 'Add Client' creates one client", async ({ page, request }) => {
    const admin = createAdmin('Double Add Admin', PASSWORD);
    const api = await adminApi(request, admin.email);
    await signIn(page, admin.email, PASSWORD);
    await page.goto('/dashboard#clients');
    const posts = countRequests(page, 'POST', /^\/api\/clients\/$/);

    const name = unique('Double Dan');
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Client' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(uniqueEmail('double'));
    await form.getByLabel('Company').fill('Double Co');
    // Two clicks in one task, before React can re-render the button as disabled: the hardest double click.
    await form.getByRole('button', { name: 'Add Client' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(form).toBeHidden();
    await expect(page.getByText(`${name} added.`)).toBeVisible();

    expect(posts()).toBe(1);
    expect(await clientsNamed(request, api, name)).toHaveLength(1);
  });

  test('a double click on the task delete confirmation deletes one task', async ({ page, request }) => {
    const admin = createAdmin('Double Delete Admin', PASSWORD);
    const api = await adminApi(request, admin.email);
    const client = await createClient(request, api, unique('Task Owner'));
    const me = await (await request.get('/api/auth/me/', { headers: api.headers })).json();
    const titles = [unique('Doomed task'), unique('Surviving task')];
    for (const title of titles) {
      const response = await request.post('/api/tasks/', {
        headers: api.headers,
        data: {
          title,
          description: 'Made by the double-click test.',
          client: client.id,
          assigned_to: me.id,
          due_date: '2031-01-01T09:00:00Z',
          priority: 'medium',
          status: 'pending',
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await signIn(page, admin.email, PASSWORD);
    await page.goto('/dashboard#tasks');
    await page.getByLabel('Search tasks').fill(titles[0]!);
    const card = page.getByRole('listitem', { name: titles[0] });
    await card.getByRole('button', { name: `Actions for ${titles[0]}` }).click();
    await card.getByRole('button', { name: 'Delete Task' }).click();
    const deletes = countRequests(page, 'DELETE', /^\/api\/tasks\/\d+\/$/);
    const confirm = page.getByRole('dialog', { name: 'Delete task' });
    await confirm.getByRole('button', { name: 'Delete Task' }).dblclick();
    await expect(confirm).toBeHidden();

    expect(deletes()).toBe(1);
    const left = await (await request.get(`/api/tasks/?client=${client.id}`, { headers: api.headers })).json();
    expect(left.count).toBe(1);
    expect(left.results[0].title).toBe(titles[1]);
  });
});
