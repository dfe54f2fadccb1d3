import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Schemas } from './helpers';

export const WIDTHS = [
  [1280, 800],
  [390, 844],
] as const;

export type Post = Schemas['ContentPost'];

export type HistoryEntry = Schemas['ContentHistoryEntry'];

let tags = 0;
/** A word no other test's posts contain, to find this test's posts by search. */
export function uniqueTag(prefix = 'D1v'): string {
  tags += 1;
  return `${prefix}${Date.now().toString(36)}${tags}`;
}

export function auth(token: string) {
  return { Authorization: `Token ${token}` };
}

export async function firstClient(request: APIRequestContext, token: string) {
  const response = await request.get('/api/clients/?page_size=1', { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Schemas['Paginated_Client']).results[0]!;
}

/** The client whose address is `email`, found by the agency's search (which also finds near matches). */
export async function clientByEmail(request: APIRequestContext, token: string, email: string) {
  const response = await request.get(`/api/clients/?search=${encodeURIComponent(email)}`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  const { results } = (await response.json()) as Schemas['Paginated_Client'];
  return results.find((client) => client.email === email)!;
}

/** An agency post through the API: with needsApproval it waits for the client, without it is approved. */
export async function createPost(
  request: APIRequestContext,
  token: string,
  fields: {
    client: number;
    title: string;
    needsApproval: boolean;
    scheduled?: string;
    image?: Buffer;
    platform?: string;
  },
): Promise<Post> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    client: String(fields.client),
    platform: fields.platform ?? 'instagram',
    title: fields.title,
    content: `${fields.title}: a caption written by the e2e test.`,
    scheduled_date: fields.scheduled ?? new Date(Date.now() + 3 * 86_400_000).toISOString(),
    needs_client_approval: String(fields.needsApproval),
  };
  if (fields.image) multipart.images = { name: 'one.png', mimeType: 'image/png', buffer: fields.image };
  const response = await request.post('/api/content/', { headers: auth(token), multipart });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Post;
}

export async function getPost(request: APIRequestContext, token: string, id: number): Promise<Post> {
  const response = await request.get(`/api/content/${id}/`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Post;
}

export async function lastHistory(request: APIRequestContext, token: string, id: number): Promise<HistoryEntry> {
  const response = await request.get(`/api/content/${id}/history/`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as HistoryEntry[]).at(-1)!;
}

/** What the person sees: the viewport only, so a fixed dialog or toast is drawn where it really is. */
export async function viewShot(page: Page, name: string) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Every API answer 403 the page got while `run` ran: no screen should ask for what its user's role or seat lacks. */
export async function forbiddenDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const refused: string[] = [];
  const listener = (response: { status: () => number; url: () => string }) => {
    if (response.status() === 403) refused.push(response.url());
  };
  page.on('response', listener);
  await run();
  page.off('response', listener);
  return refused;
}

/**
 * The region at 1280 and 390 px (`{name}-{width}.png`): the whole page's picture cut to it, taken from the top
 * so that the sticky header lies above the region rather than across it (an element's own screenshot scrolls
 * it under the header).
 */
export async function shootRegion(page: Page, region: Locator, name: string) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await region.boundingBox())!;
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.screenshot({
      path: path.join(dir, `${name}-${width}.png`),
      fullPage: true,
      clip: { x: box.x, y: box.y + scrollY, width: box.width, height: box.height },
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The element is on screen and nothing covers or clips it: the topmost element at its centre is the element
 * itself (or inside it). An item clipped by an `overflow: hidden` card fails this even though Playwright
 * calls it visible.
 */
export async function expectUncovered(item: Locator) {
  // Retried as a whole: a menu placed below its button moves above it once it knows it would not fit.
  await expect(async () => {
    await expect(item).toBeInViewport({ ratio: 1 });
    const onTop = await item.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (top === element || element.contains(top));
    });
    expect(onTop, `${await item.textContent()} is drawn on top`).toBe(true);
  }).toPass({ timeout: 5_000 });
}
