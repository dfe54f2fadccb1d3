import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Checks what every worker needs before any starts; each worker boots its own server (fixtures.ts). */
export default async function globalSetup() {
  const bin = path.resolve(uiDir, process.env.ATRIUM_BIN ?? '../target/debug/atrium');
  if (!existsSync(bin)) throw new Error(`Atrium binary not found at ${bin} (set ATRIUM_BIN)`);
  if (!existsSync(path.join(uiDir, 'dist/index.html')))
    throw new Error('ui/dist is missing: run `npm run build` first');
  // Workers are started after this and inherit the runner's environment.
  process.env.E2E_ATRIUM_BIN = bin;
}
