import { expect, test } from './fixtures';

// The API reference is served from the binary: it must render with no request leaving the machine.
test('the API reference at /api/docs/ renders every operation with no request leaving the machine', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) elsewhere.push(url);
  });
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Atrium API/ })).toBeVisible();
  const document = await (await page.request.get('/api/openapi.json')).json();
  const operations = Object.values(document.paths as Record<string, object>).reduce<number>(
    (n, item) => n + Object.keys(item).filter((k) => ['get', 'post', 'patch', 'put', 'delete'].includes(k)).length,
    0,
  );
  await expect(page.locator('.opblock')).toHaveCount(operations);
  await page.screenshot({ path: 'e2e/artifacts/api-docs-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'e2e/artifacts/api-docs-390.png' });
  expect(elsewhere).toEqual([]);
});
