import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { atriumEnv } from './helpers';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nothing listens on right now, chosen by the system (so two workers never pick the same one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Atrium exited (${server.exitCode}) before it was healthy`);
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
    ATRIUM_SOCIAL__YOUTUBE__UPLOAD_URL: `${fake}/upload/youtube/v3`,
    // The publisher looks for due posts and retries every 2 s in tests, and waits 10 s for a video to process.
    ATRIUM_PUBLISHING__CHECK_SECONDS: '2',
    ATRIUM_PUBLISHING__RETRY_SECONDS: '2',
    ATRIUM_PUBLISHING__PROCESSING_WAIT_SECONDS: '10',
  };
}

export interface AtriumServer {
  /** Where the server answers, e.g. http://127.0.0.1:41234. */
  base: string;
  dataDir: string;
  /** The fake social providers this server is configured for. */
  socialFake: string;
  stop: () => Promise<void>;
}

/** Boots the real binary on a throwaway data dir with the demo agency, its own fake social providers beside
 * it, and waits until it is healthy. */
export async function startDemoServer(bin: string): Promise<AtriumServer> {
  const port = await freePort();
  const fake = await startFakeProviders();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const server = spawn(bin, ['--data-dir', dataDir, 'serve', '--demo', '--port', String(port)], {
    stdio: ['ignore', log, log],
    // The server limits the codes one address may ask for (10 an hour); tests that register through the API
    // say they come from an address of their own in X-Real-IP (registerClient), so the suite is not one
    // 'network' hitting it.
    env: { ...atriumEnv(), ATRIUM_IP_HEADER: 'X-Real-IP', ...socialEnv(fake.url, port) },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    fake.stop();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (process.env.E2E_ATRIUM_KEEP_DATA) {
      console.log(`e2e data kept in ${dataDir}`);
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${base}/api/health/`, server, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, socialFake: fake.url, stop };
}
