import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`health answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Atrium did not become healthy at ${url}: ${String(lastError)}`);
}

/** Starts tests/fakes/social_providers.py (the fake Instagram and Google/YouTube) on a free port. */
async function startFakeProviders(): Promise<{ url: string; stop: () => void }> {
  const script = path.resolve(uiDir, '../tests/fakes/social_providers.py');
  const fake = spawn('python3', [script, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    fake.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const line = /listening on (\S+)/.exec(seen);
      if (line) resolve(line[1]);
    });
    fake.once('exit', (code) => reject(new Error(`the fake providers exited (${code}): ${seen}`)));
  });
  return { url, stop: () => fake.kill('SIGTERM') };
}

/** The server's configuration for the fake providers: the product talks to them as to the real ones. */
function socialEnv(fake: string, port: number): Record<string, string> {
  return {
    ATRIUM_PUBLIC_URL: `http://127.0.0.1:${port}`,
    ATRIUM_SOCIAL__INSTAGRAM__APP_ID: 'e2e-instagram-app',
    ATRIUM_SOCIAL__INSTAGRAM__APP_SECRET: 'e2e-instagram-secret',
    ATRIUM_SOCIAL__INSTAGRAM__AUTHORIZE_URL: `${fake}/instagram/oauth/authorize`,
    ATRIUM_SOCIAL__INSTAGRAM__TOKEN_URL: `${fake}/instagram/oauth/access_token`,
    ATRIUM_SOCIAL__INSTAGRAM__GRAPH_URL: `${fake}/instagram/graph`,
    ATRIUM_SOCIAL__YOUTUBE__CLIENT_ID: 'e2e-youtube-client',
    ATRIUM_SOCIAL__YOUTUBE__CLIENT_SECRET: 'e2e-youtube-secret',
    ATRIUM_SOCIAL__YOUTUBE__AUTHORIZE_URL: `${fake}/google/o/oauth2/v2/auth`,
    ATRIUM_SOCIAL__YOUTUBE__TOKEN_URL: `${fake}/google/token`,
    ATRIUM_SOCIAL__YOUTUBE__REVOKE_URL: `${fake}/google/revoke`,
    ATRIUM_SOCIAL__YOUTUBE__API_URL: `${fake}/youtube/v3`,
  };
}

/** Boots the real binary on a throwaway data dir with the demo agency, the fake social providers beside it;
 * returns the teardown. */
export default async function globalSetup() {
  const bin = path.resolve(uiDir, process.env.ATRIUM_BIN ?? '../target/debug/atrium');
  if (!existsSync(bin)) throw new Error(`Atrium binary not found at ${bin} (set ATRIUM_BIN)`);
  if (!existsSync(path.join(uiDir, 'dist/index.html')))
    throw new Error('ui/dist is missing: run `npm run build` first');

  const port = Number(process.env.E2E_ATRIUM_PORT);
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is taken; set E2E_ATRIUM_PORT to a free one`);

  const fake = await startFakeProviders();
  process.env.E2E_SOCIAL_FAKE_URL = fake.url;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const server = spawn(bin, ['--data-dir', dataDir, 'serve', '--demo', '--port', String(port)], {
    stdio: ['ignore', log, log],
    // See atriumEnv in helpers.ts: no unknown ATRIUM_* variables for the binary. The server limits the codes
    // one address may ask for (10 an hour); tests that register through the API say they come from an
    // address of their own in X-Real-IP (registerClient), so the suite is not one 'network' hitting it.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'ATRIUM_BIN')),
      ATRIUM_IP_HEADER: 'X-Real-IP',
      ...socialEnv(fake.url, port),
    },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  await waitForHealth(`http://127.0.0.1:${port}/api/health/`, 30_000);

  process.env.E2E_ATRIUM_BIN = bin;
  process.env.E2E_ATRIUM_DATA_DIR = dataDir;

  return async () => {
    server.kill('SIGTERM');
    fake.stop();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (process.env.E2E_ATRIUM_KEEP_DATA) {
      console.log(`e2e data kept in ${dataDir}`);
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
