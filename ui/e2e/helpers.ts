import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { components } from '../src/lib/api/schema';

/** The server's answer shapes, generated from its OpenAPI document: a spec reading a field the API no longer
 * has fails the type check (tsconfig.node.json covers e2e/). */
export type Schemas = components['schemas'];

export const DEMO = {
  admin: { email: 'admin@atrium.test', password: 'atrium-admin' },
  client: { email: 'client@atrium.test', password: 'atrium-client' },
};

export const ADMIN_NAV = [
  'Home',
  'Overview',
  'Clients',
  'Tasks',
  'Content',
  'Publishing',
  'Performance',
  'Messages',
  'Invoices',
  'Settings',
];
export const CLIENT_NAV = ['Home', 'Overview', 'Content', 'Performance', 'Messages', 'Billing', 'Settings'];

const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

/** Runs the atrium CLI against the test server's data dir. */
export function cli(args: string[], stdin?: string): string {
  const bin = process.env.E2E_ATRIUM_BIN!;
  const dataDir = process.env.E2E_ATRIUM_DATA_DIR!;
  return execFileSync(bin, ['--data-dir', dataDir, ...args], { input: stdin, encoding: 'utf8', env: atriumEnv() });
}

/**
 * The binary warns about every unknown ATRIUM_* variable, and prints that warning on stdout, which would
 * corrupt `--json` output; so children get an environment without ours.
 */
export function atriumEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'ATRIUM_BIN'));
}

export interface OwnServer {
  base: string;
  /** Resolves once the process has exited: a data dir removed before that may still be written to. */
  stop: () => Promise<void>;
}

/** A server of a test's own on `dataDir` (for specs that must not touch the worker's demo server), once it is healthy. */
export async function startOwnServer(dataDir: string, port: number, page: Page): Promise<OwnServer> {
  const child: ChildProcess = spawn(
    process.env.E2E_ATRIUM_BIN!,
    ['--data-dir', dataDir, 'serve', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'], env: atriumEnv() },
  );
  // The server's own words, for the error when it does not come up (a taken port, a refused data dir).
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`atrium serve exited (${child.exitCode}) on ${base}:\n${output}`);
    const healthy = await page.request.get(`${base}/api/health/`).then(
      (response) => response.ok(),
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`atrium serve on ${base} was not healthy after 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

export function createAdmin(
  name: string,
  password = 'admin-pass-123',
): { email: string; password: string; name: string } {
  const email = uniqueEmail('admin');
  cli(['admin', 'create', '--email', email, '--name', name, '--password-stdin'], `${password}\n`);
  return { email, password, name };
}

/** One mail of `atrium mail outbox --json` (the CLI's output, not an API answer). */
export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  created_at: string;
}

/** The newest `last` mails to `email` in the worker's outbox, oldest first. */
export function outbox(email: string, last: number): OutboxMail[] {
  return JSON.parse(cli(['mail', 'outbox', '--to', email, '--last', String(last), '--json'])) as OutboxMail[];
}

/** The 6-digit code from the newest mail to `email`. */
export function latestCode(email: string): string {
  const mails = outbox(email, 1);
  const body = mails.at(-1)?.body ?? '';
  const code = body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No verification code in the outbox for ${email}: ${JSON.stringify(mails)}`);
  return code;
}

export async function expectMailCount(email: string): Promise<number> {
  return outbox(email, 50).length;
}

let addresses = 0;
/** A client address of its own (TEST-NET-2), sent as X-Real-IP, which the e2e server trusts. */
export function testAddress(): { 'X-Real-IP': string } {
  addresses += 1;
  return { 'X-Real-IP': `198.51.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}` };
}

/** Registers a client through the same API flow the UI uses, from an address of its own. */
export async function registerClient(
  request: APIRequestContext,
  { name = 'Casey Client', company = 'Casey Co', password = 'client-pass-123' } = {},
) {
  const email = uniqueEmail('client');
  const headers = testAddress();
  const send = await request.post('/api/auth/send-verification-code/', {
    headers,
    data: { email, name, purpose: 'registration' },
  });
  expect(send.status(), await send.text()).toBe(200);
  const registered = await request.post('/api/auth/verify-and-register/', {
    headers,
    data: { email, password, name, role: 'client', company, verification_code: latestCode(email) },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { email, password, name, company };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard/);
  // The sidebar is hidden on small screens, so wait for the header title instead.
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
}

export async function sidebarLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Dashboard' }).first();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** Axe with the WCAG A/AA rule sets; returns only serious and critical findings. */
export async function seriousViolations(page: Page) {
  // Colours are judged once they have settled: public forms are disabled until the app has taken the server's
  // HTML over, and a control it just enabled is still fading from its disabled shade for a moment.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

export async function snapshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** A tiny valid PNG (1x1, indigo). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The /auth?invite=KEY link from the newest mail to `email`, as a path on the test server. */
export function latestInviteLink(email: string): string {
  const mails = outbox(email, 1);
  const body = mails.at(-1)?.body ?? '';
  const link = body.match(/https?:\/\/\S+\/auth\?invite=[\w-]+/)?.[0];
  if (!link) throw new Error(`No invitation link in the outbox for ${email}: ${JSON.stringify(mails)}`);
  return new URL(link).pathname + new URL(link).search;
}

/** A token for API calls made by the test itself (arranging data, reading the truth to compare with). */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Schemas['Session']).token;
}
