import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Every worker has a server, data dir and mail outbox of its own (e2e/fixtures.ts), so spec files run side by
  // side; the tests of one file run in order in one worker. Three on two cores: a worker often waits (a post's
  // scheduled minute, a 60 s resend countdown, a 30 s poll), and without a trace of every test the browsers
  // leave room for a third (13.2 min against 15.5 with two, on a two-core machine).
  workers: 3,
  fullyParallel: false,
  // One retry: CI runs on a shared two-core machine where a click can still land on a moving page under load.
  // A test that fails twice fails the run, and a test that passes only on its retry is listed as flaky, so
  // a flake stays visible instead of costing the whole run.
  retries: 1,
  // Headroom for three workers on a slower machine: the longest ordinary test took 42 s with three here.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    // baseURL is the worker's own server (e2e/fixtures.ts).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; `playwright install` is never run on this machine.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
