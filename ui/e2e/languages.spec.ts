import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { DEMO, apiToken, signIn, snapshot } from './helpers';

// The UI in other languages against the real server: the client's overview in German (the profile's
// language, which wins after sign-in), the public site in Albanian (`?lang=sq`) with its footer switch, and
// Arabic, the right-to-left test catalog, mirroring the layout. Every word looked for is the catalog's
// (src/locales/*.po), written again here so a missing translation cannot agree with itself.

const WIDTHS = [1280, 390] as const;

/** The client's overview headings: English (the source) and German (src/locales/de.po). */
const OVERVIEW = [
  { en: 'Connected Accounts', de: 'Verbundene Konten' },
  { en: 'Recent Messages', de: 'Neueste Nachrichten' },
  { en: 'Performance Overview', de: 'Leistungsübersicht' },
  { en: 'Total Followers', de: 'Follower gesamt' },
  { en: 'Monthly Reach', de: 'Monatliche Reichweite' },
];

/** Public pages with a few of their words in English and Albanian (src/locales/sq.po). */
const PUBLIC_PAGES = [
  {
    path: '/',
    name: 'home',
    words: [
      { en: 'Growth on the platforms that matter', sq: 'Rritje në platformat që kanë rëndësi' },
      { en: 'What our clients say', sq: 'Çfarë thonë klientët tanë' },
    ],
  },
  {
    path: '/pricing',
    name: 'pricing',
    words: [
      { en: 'Simple plans, no surprises', sq: 'Plane të thjeshta, pa surpriza' },
      { en: 'Monthly plans', sq: 'Plane mujore' },
      { en: 'One-time packages', sq: 'Paketa të njëhershme' },
    ],
  },
  {
    path: '/contact',
    name: 'contact',
    words: [
      { en: 'Talk to our team', sq: 'Flisni me ekipin tonë' },
      { en: 'Send us a message', sq: 'Na dërgoni një mesazh' },
      { en: 'Where to find us', sq: 'Ku na gjeni' },
    ],
  },
];

/** The footer's group titles and switch label, on every public page. */
const FOOTER = [
  { en: 'Services', sq: 'Shërbimet' },
  { en: 'Support', sq: 'Ndihmë' },
  { en: 'Legal', sq: 'Ligjore' },
  { en: 'Language', sq: 'Gjuha' },
];

const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function setLanguage(request: APIRequestContext, token: string, language: string) {
  const response = await request.patch('/api/auth/me/', { headers: auth(token), data: { language } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Nothing wider than the window: not the page, not the main column, no visible control off screen. */
async function expectNoOverflow(page: Page, label: string) {
  const found = await page.evaluate(() => {
    const main = document.getElementById('dashboard-main');
    const offScreen = Array.from(document.querySelectorAll<HTMLElement>('button, a, select, input, h1, h2, h3'))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && (rect.right > window.innerWidth + 1 || rect.left < -1);
      })
      .filter((element) => !element.closest('.sr-only') && getComputedStyle(element).visibility !== 'hidden')
      // A carousel's slides wait off screen by design; their track clips them.
      .filter((element) => !element.closest('[aria-roledescription]'))
      .map(
        (element) => element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 40) || element.tagName,
      );
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
      offScreen,
    };
  });
  expect(found.page, `${label}: page wider than the window`).toBeLessThanOrEqual(0);
  expect(found.main, `${label}: main column scrolls sideways`).toBeLessThanOrEqual(0);
  expect(found.offScreen, `${label}: controls off screen`).toEqual([]);
}

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  // Let the layout (and a resize-driven chart) settle before measuring.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(200);
}

async function expectLanguage(page: Page, lang: string, dir: 'ltr' | 'rtl' = 'ltr') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

const exactText = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true });

test.describe('languages', () => {
  let token = '';

  test.beforeEach(async ({ request }) => {
    token = await apiToken(request, DEMO.client.email, DEMO.client.password);
  });

  // The demo client is shared with the other spec files of this worker: they read it in English.
  test.afterEach(async ({ request }) => {
    await setLanguage(request, token, 'en');
  });

  test('the client dashboard reads German at 1280 and 390 px', async ({ page, request }) => {
    await setLanguage(request, token, 'de');
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto('/dashboard#overview');
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expectLanguage(page, 'de');
    // The figures have come: the stat cards are drawn.
    await expect(exactText(page, 'Follower gesamt')).toBeVisible();

    for (const width of WIDTHS) {
      await atWidth(page, width);
      for (const { de } of OVERVIEW) await expect(exactText(page, de).first(), `${de} at ${width}`).toBeVisible();
      for (const { en } of OVERVIEW) await expect(exactText(page, en), `${en} left in English`).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toHaveCount(0);
      const quick = page.getByRole('navigation', { name: 'Schnellaktionen' });
      await expect(exactText(quick, 'Konto verbinden')).toBeVisible();
      await expect(exactText(quick, 'Connect Account')).toHaveCount(0);
      await expectNoOverflow(page, `German overview at ${width}`);
      await snapshot(page, `languages-de-overview-${width}`);
    }

    // The sidebar speaks German too (open as a drawer at 390 px).
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    const drawer = page.locator('#dashboard-mobile-nav');
    await expect(drawer.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
    await expectNoOverflow(page, 'German drawer at 390');
    await snapshot(page, 'languages-de-drawer-390');
  });

  test('the public site reads Albanian at 1280 and 390 px, and its footer switches language in place', async ({
    page,
  }) => {
    for (const { path, name, words } of PUBLIC_PAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${path}?lang=sq`);
      await expectLanguage(page, 'sq');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
      const footer = page.getByRole('contentinfo');
      for (const width of WIDTHS) {
        await atWidth(page, width);
        for (const { sq } of words) await expect(exactText(page, sq).first(), `${sq} on ${path}`).toBeVisible();
        for (const { en } of words) await expect(exactText(page, en), `${en} left on ${path}`).toHaveCount(0);
        for (const { sq } of FOOTER) await expect(exactText(footer, sq).first(), `${sq} in the footer`).toBeVisible();
        for (const { en } of FOOTER) await expect(exactText(footer, en), `${en} left in the footer`).toHaveCount(0);
        if (width === 1280) {
          const nav = page.getByRole('banner').getByRole('navigation');
          await expect(nav.getByRole('link', { name: 'Çmimet', exact: true })).toBeVisible();
          await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveCount(0);
          await expect(page.getByRole('banner').getByRole('link', { name: 'Hyni', exact: true })).toBeVisible();
        } else {
          await expect(page.getByRole('banner').getByRole('button', { name: 'Hap menynë' })).toBeVisible();
        }
        await expectNoOverflow(page, `Albanian ${path} at ${width}`);
        await snapshot(page, `languages-sq-${name}-${width}`);
      }
    }

    // The footer's switch names the language in its own words and changes it without a reload.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/?lang=sq');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    const select = page.getByRole('contentinfo').getByLabel('Gjuha');
    await expect(select).toHaveValue('sq');
    expect(await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent)).toBe(
      'Shqip',
    );
    await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
    await select.selectOption({ label: 'Deutsch' });
    await expectLanguage(page, 'de');
    await expect(page).toHaveURL(/[?&]lang=de\b/);
    await expect(exactText(page, 'Wachstum auf den Plattformen, die zählen')).toBeVisible();
    await expect(exactText(page, 'Rritje në platformat që kanë rëndësi')).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByLabel('Sprache')).toHaveValue('de');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await snapshot(page, 'languages-sq-switched-to-de-1280');
  });

  test('Arabic mirrors the public site and the client dashboard', async ({ page, request }) => {
    await page.goto('/?lang=ar');
    await expectLanguage(page, 'ar', 'rtl');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    await expect(exactText(page, 'النمو على المنصات المهمة')).toBeVisible();
    // The header's first link is the logo, home.
    const logo = page.getByRole('banner').getByRole('link').first();
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const box = (await logo.boundingBox())!;
      expect(box.x, `the logo at ${width} starts right of the middle`).toBeGreaterThan(width / 2);
      await expectNoOverflow(page, `Arabic home at ${width}`);
      await snapshot(page, `languages-ar-home-${width}`);
    }

    await setLanguage(request, token, 'ar');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto('/dashboard?lang=ar#overview');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeVisible();
    await expectLanguage(page, 'ar', 'rtl');
    for (const width of WIDTHS) {
      await atWidth(page, width);
      // At 1280 the sidebar (with the logo) stands on the right; at 390 the header's menu button does.
      const start =
        width === 1280
          ? page.getByRole('link', { name: 'لوحة تحكم Atrium' }).first()
          : page.getByRole('banner').getByRole('button', { name: 'فتح التنقل' });
      const box = (await start.boundingBox())!;
      expect(box.x, `the dashboard's start at ${width} is right of the middle`).toBeGreaterThan(width / 2);
      const title = (await page.getByRole('banner').getByRole('heading', { level: 1 }).boundingBox())!;
      if (width === 390) expect(title.x + title.width).toBeLessThanOrEqual(box.x + 1);
      await expectNoOverflow(page, `Arabic overview at ${width}`);
      await snapshot(page, `languages-ar-overview-${width}`);
    }
  });
});
