import { test as base } from '@playwright/test';
import { type AtriumServer, startDemoServer } from './atrium-server';

// Specs import test and expect from here: the same API as @playwright/test, with a server of the worker's own.
export * from '@playwright/test';

/**
 * Every worker boots its own Atrium (its own data dir, demo agency, mail outbox and fake social providers),
 * so spec files run side by side without seeing each other's data; the tests of one file stay in one worker,
 * in their order. `baseURL` follows the worker's server, and the helpers that run the CLI (cli, latestCode)
 * find its data dir in E2E_ATRIUM_DATA_DIR, which is per process and so per worker.
 */
export const test = base.extend<object, { atrium: AtriumServer }>({
  atrium: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startDemoServer(process.env.E2E_ATRIUM_BIN!);
      process.env.E2E_ATRIUM_DATA_DIR = server.dataDir;
      process.env.E2E_SOCIAL_FAKE_URL = server.socialFake;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ atrium }, use) => use(atrium.base),
});
