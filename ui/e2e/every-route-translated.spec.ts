import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { leftovers, type Leftovers } from './catalog';
import { DEMO, type Schemas } from './helpers';
import { paths, SECTIONS, type Section } from '../src/lib/paths';

// Every route of the UI in each language, against the real server: the public site (`?lang=`), the auth page,
// and every dashboard section (and view) of the demo admin and the demo client, each in the language of its
// profile. A screen fails on any English left on it: a visible text, aria-label, title or placeholder that is
// exactly an English source string the language's catalog (src/locales/<lang>.po) translates otherwise, or a
// Lingui message id standing alone (a message the catalog did not have).

const LANGUAGES = ['de', 'es', 'fr', 'sq', 'ar'] as const;

/** The first half's pages with the second half's between them: neighbours in `list` are no neighbours here. */
function interleaved<T>(list: T[]): T[] {
  const half = Math.ceil(list.length / 2);
  return list
    .slice(0, half)
    .flatMap((item, index) => (index + half < list.length ? [item, list[index + half]] : [item]));
}

/**
 * Every public page of the router (src/lib/paths.ts), the payment result in its three states, a page that
 * does not exist and a dead review link; home first. Interleaved, so no two pages that read the same follow
 * each other (the shop's three pages are all 'not found' while the shop is off): see openPublic.
 */
const PUBLIC_ROUTES = interleaved([
  ...Object.values(paths)
    .flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)))
    .filter((path) => path !== paths.auth && path !== paths.dashboard),
  `${paths.paymentResult}?status=succeeded`,
  `${paths.paymentResult}?status=failed`,
  '/no-such-page',
  '/review/no-such-link',
]);

/**
 * A section and, where its code keeps one in the hash, a view of it (`#content?view=calendar`); `toggle`
 * walks the views of a view switch kept in the screen's state instead (the task board and list).
 */
type Stop = { section: Section; view?: string; toggle?: boolean };

const ADMIN_ROUTES: Stop[] = [
  { section: 'overview' },
  { section: 'clients' },
  { section: 'tasks', toggle: true },
  { section: 'content' },
  { section: 'content', view: 'list' },
  { section: 'content', view: 'calendar' },
  { section: 'publishing' },
  { section: 'performance' },
  { section: 'messages' },
  { section: 'invoices' },
  { section: 'settings' },
  { section: 'notifications' },
];

const CLIENT_ROUTES: Stop[] = [
  { section: 'overview' },
  { section: 'content' },
  { section: 'content', view: 'calendar' },
  { section: 'content', view: 'create' },
  { section: 'performance' },
  { section: 'messages' },
  { section: 'billing' },
  { section: 'settings' },
  { section: 'notifications' },
];

/** A section's heading in the dashboard's header (features/dashboard/sections.ts). */
const SECTION_LABELS: Record<Section, string> = {
  overview: 'Overview',
  clients: 'Clients',
  tasks: 'Tasks',
  content: 'Content',
  publishing: 'Publishing',
  performance: 'Performance',
  messages: 'Messages',
  invoices: 'Invoices',
  billing: 'Billing',
  settings: 'Settings',
  notifications: 'Notifications',
};

/**
 * Texts that may stand on a translated screen although the catalog translates them: none so far. Each entry
 * says why (the demo's own data in English, say). Words that are the same in both languages (Atrium,
 * Instagram, a name) need no entry: their msgstr equals their msgid, so they are never looked for.
 */
const ALLOWED = new Set<string>([]);

/** A Lingui id as it would be printed for a missing message: six characters of base64, not a word. */
function looksLikeId(text: string, ids: Set<string>): boolean {
  if (ids.has(text)) return true;
  if (!/^[A-Za-z0-9+/]{6}$/.test(text)) return false;
  if (/^[A-Z]?[a-z]+$/.test(text) || /^[A-Z]+$/.test(text) || /^\d+$/.test(text)) return false;
  if (/\d/.test(text)) return /[A-Za-z]/.test(text) && !/^[A-Z]{1,4}\d+$/.test(text);
  // Without a digit, only a mix of cases that no word (TikTok, iPhone) has.
  return /[a-z][A-Z]/.test(text) && !/^[a-z]?([A-Z][a-z]+)+$/.test(text);
}

const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function setLanguage(request: APIRequestContext, token: string, language: string) {
  const response = await request.patch('/api/auth/me/', { headers: auth(token), data: { language } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs in as `who` in the language `lang`, stored on the profile first (`touched` keeps the token, so the
 * language is set back), with the API's session: the sign-in form itself is walked in every language above.
 */
async function signInAs(
  page: Page,
  request: APIRequestContext,
  who: keyof typeof DEMO,
  lang: string,
  touched: string[],
) {
  const response = await request.post('/api/auth/login/', { data: DEMO[who] });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as Schemas['Session'];
  touched.push(session.token);
  await setLanguage(request, session.token, lang);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.clear();
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: { ...session.user, language: lang } },
  );
  // The next address then loads the app afresh, with this session (a hash alone would keep the last one).
  await page.goto('about:blank');
}

/** Requests to the API under way (counted by the page's listeners, set up before each test). */
let inFlight = 0;

/**
 * Waits until the screen has settled: the app has started in `lang`, no loading spinner is shown, and no
 * request to the API is still out (a panel whose data is on its way has nothing to read yet).
 */
async function settled(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await expect
    .poll(
      async () =>
        inFlight === 0 &&
        (await page.evaluate(
          () =>
            !Array.from(document.querySelectorAll('[role="status"]')).some(
              (element) =>
                element.checkVisibility() &&
                (element.classList.contains('animate-spin') || element.querySelector('.animate-spin') !== null),
            ),
        )) &&
        inFlight === 0,
      { intervals: [20, 50], timeout: 15_000 },
    )
    .toBe(true);
}

/** A text found on the screen, and where: its element in its landmark, to find it in the code. */
interface Found {
  text: string;
  where: string;
  /** Inside a page's main content, where the agency's own words (Settings › Public site) stand. */
  inMain: boolean;
}

/** The trimmed text of every visible text node (and option) and every aria-label, title and placeholder. */
function screenTexts(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const found = new Map<string, { where: string; inMain: boolean }>();
    const describe = (element: Element, attribute?: string) => {
      const landmark = element.closest('header, nav, main, footer, aside, [role="dialog"], form');
      const name = (el: Element) => el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '');
      return `${landmark && landmark !== element ? `${name(landmark)} > ` : ''}${name(element)}${attribute ? `[${attribute}]` : ''}`;
    };
    const add = (value: string | null | undefined, element: Element, attribute?: string) => {
      const text = value?.replace(/\s+/g, ' ').trim();
      const inMain = element.closest('main') !== null;
      // A text seen both in and out of the main content is judged where the agency's words cannot excuse it.
      if (text && (!found.has(text) || found.get(text)!.inMain))
        found.set(text, { where: describe(element, attribute), inMain });
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // translate="no" marks words stored as they were written (a notice, written in the language its reader
      // read when it came), not the screen's own.
      if (!parent || parent.closest('script, style, template, noscript, [translate="no"]')) continue;
      // A closed select's options have no box of their own: they count when their select is seen.
      const holder = parent.closest('select') ?? parent;
      if (holder.checkVisibility()) add(node.textContent, parent);
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder]'))) {
      if (!element.checkVisibility() && !element.closest('select')?.checkVisibility()) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) add(element.getAttribute(name), element, name);
    }
    return [...found].map(([text, { where, inMain }]) => ({ text, where, inMain }));
  });
}

/** Every string of the agency's site content (GET /api/branding/): its own words, written in one language. */
async function agencyWords(request: APIRequestContext): Promise<Set<string>> {
  const response = await request.get('/api/branding/');
  expect(response.status(), await response.text()).toBe(200);
  const words = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') words.add(value.replace(/\s+/g, ' ').trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(await response.json());
  return words;
}

interface Judge {
  catalog: Leftovers;
  /** How many screens were judged, for the time line at the end. */
  screens: number;
  /** The agency's site content: a page's main content may show it as written ('Support' under '24/7'). */
  agency: Set<string>;
}

/** Soft-fails the screen `where` on each English string and message id it shows. */
async function expectTranslated(page: Page, where: string, judge: Judge) {
  const { catalog, agency } = judge;
  judge.screens += 1;
  const texts = (await screenTexts(page)).filter(
    ({ text, inMain }) => !ALLOWED.has(text) && !(inMain && agency.has(text)),
  );
  const show = (found: Found[]) => found.map(({ text, where }) => `${JSON.stringify(text)} (${where})`);
  const english = texts.filter(({ text }) => catalog.english.has(text));
  const ids = texts.filter(({ text }) => looksLikeId(text, catalog.ids));
  expect.soft(show(english), `${where}: English left on the screen`).toEqual([]);
  expect.soft(show(ids), `${where}: message ids on the screen (messages missing from the catalog)`).toEqual([]);
}

/**
 * The first public page is loaded; the others are reached as a link would reach them, in the running app
 * (a full load per page would cost a second each), and count as shown once the page's text has changed.
 * PUBLIC_ROUTES never has two pages in a row that read the same (the shop's pages and an unknown page are
 * all 'not found' while the shop is off).
 */
async function openPublic(page: Page, url: string, first: boolean) {
  if (first) {
    await page.goto(url);
    return;
  }
  const before = await page.evaluate(() => document.body.innerText);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.waitForFunction((old) => document.body.innerText !== old, before, { polling: 50, timeout: 10_000 });
}

function hashOf({ section, view }: Stop): string {
  return view ? `#${section}?view=${view}` : `#${section}`;
}

/** Walks a signed-in user's dashboard sections, each after its heading has come and its data settled. */
async function walkDashboard(page: Page, lang: string, judge: Judge, role: string, stops: Stop[]) {
  const { catalog } = judge;
  const banner = page.getByRole('banner');
  for (const stop of stops) {
    const where = `${role} /dashboard${hashOf(stop)}`;
    await page.goto(`/dashboard${hashOf(stop)}`);
    const heading = catalog.translate(SECTION_LABELS[stop.section]);
    await expect(banner.getByRole('heading', { level: 1, name: heading, exact: true }), where).toBeVisible();
    await settled(page, lang);
    await expectTranslated(page, where, judge);
    const main = page.locator('#dashboard-main');
    if (stop.toggle) {
      const views = main
        .getByRole('group', { name: catalog.translate('View', 'a list view: grid, list or calendar') })
        .getByRole('button');
      for (const view of await views.all()) {
        if ((await view.getAttribute('aria-pressed')) === 'true') continue;
        await view.click();
        await expect(view).toHaveAttribute('aria-pressed', 'true');
        await settled(page, lang);
        await expectTranslated(page, `${where} › view ${JSON.stringify(await view.innerText())}`, judge);
      }
    }
    await walkTabs(page, lang, judge, main, where);
  }
}

/**
 * Opens every tab of the screen in turn (performance, publishing stages, the public site's editor and its
 * preview), tabs that a tab shows included, and judges each.
 */
async function walkTabs(page: Page, lang: string, judge: Judge, scope: Locator, where: string) {
  const seen: string[] = [];
  for (;;) {
    // One look at the screen's tabs: the selected ones count as seen, the first other one is marked to click.
    const next = await scope.evaluate((root, seen) => {
      const known = new Set(seen);
      const label = (tab: Element) => `${tab.getAttribute('aria-controls') ?? ''} ${tab.textContent?.trim() ?? ''}`;
      let marked: string | null = null;
      const selected: string[] = [];
      for (const tab of Array.from(root.querySelectorAll('[role="tab"]'))) {
        tab.removeAttribute('data-walk-next');
        if (!tab.checkVisibility()) continue;
        if (tab.getAttribute('aria-selected') === 'true') selected.push(label(tab));
        else if (!known.has(label(tab)) && marked === null) {
          marked = label(tab);
          tab.setAttribute('data-walk-next', '');
        }
      }
      return { marked, selected };
    }, seen);
    seen.push(...next.selected);
    if (next.marked === null) return;
    seen.push(next.marked);
    const tab = scope.locator('[data-walk-next]');
    const name = (await tab.innerText()).trim();
    await tab.click();
    await expect(scope.getByRole('tab', { name, exact: true, selected: true }).first()).toBeVisible();
    await settled(page, lang);
    await expectTranslated(page, `${where} › tab ${JSON.stringify(name)}`, judge);
  }
}

test.describe('every route, translated', () => {
  // The languages are independent (each test sets its users back to English): two workers may share them.
  test.describe.configure({ mode: 'parallel' });
  // Tokens of the demo users whose language a test changed, to set back to English whatever happens.
  const touched: string[] = [];

  test.beforeEach(({ page }) => {
    inFlight = 0;
    // Requests to the API, but not the live event stream, which stays open for as long as the page does.
    const counts = (url: string) => url.includes('/api/') && !url.includes('/events');
    page.on('request', (request) => void (counts(request.url()) && (inFlight += 1)));
    const done = (request: { url: () => string }) => void (counts(request.url()) && (inFlight -= 1));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });

  // The demo users are shared with the other spec files of this worker: they read them in English.
  test.afterEach(async ({ request }) => {
    for (const token of touched.splice(0)) await setLanguage(request, token, 'en');
  });

  test('the route lists cover every dashboard section', () => {
    const walked = new Set([...ADMIN_ROUTES, ...CLIENT_ROUTES].map((stop) => stop.section));
    expect(SECTIONS.filter((section) => !walked.has(section))).toEqual([]);
  });

  for (const lang of LANGUAGES) {
    test(`every route reads ${lang}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const catalog = leftovers(lang);
      const judge: Judge = { catalog, agency: await agencyWords(request), screens: 0 };
      expect(catalog.english.size, `${lang}.po has translations`).toBeGreaterThan(500);
      const started = Date.now();

      for (const [index, path] of PUBLIC_ROUTES.entries()) {
        await openPublic(page, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, index === 0);
        await settled(page, lang);
        await expectTranslated(page, path, judge);
        await walkTabs(page, lang, judge, page.locator('main'), path);
      }

      await page.goto(`/auth?lang=${lang}`);
      await settled(page, lang);
      await expectTranslated(page, '/auth (sign in)', judge);
      // The other mode of the page: registration.
      const signUp = page
        .getByRole('group', { name: catalog.translate('Sign in or sign up') })
        .getByRole('button', { name: catalog.translate('Sign up'), exact: true });
      await signUp.click();
      await expect(signUp).toHaveAttribute('aria-pressed', 'true');
      await settled(page, lang);
      await expectTranslated(page, '/auth (register)', judge);

      for (const [role, stops] of [
        ['admin', ADMIN_ROUTES],
        ['client', CLIENT_ROUTES],
      ] as const) {
        await signInAs(page, request, role, lang, touched);
        await walkDashboard(page, lang, judge, role, stops);
      }

      // What CI's time goes on: one line per language.
      const took = `${lang}: ${judge.screens} screens in ${((Date.now() - started) / 1000).toFixed(1)} s`;
      test.info().annotations.push({ type: 'time', description: took });
      console.log(took);
    });
  }
});
