/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import linguiInlineSource from './scripts/lingui-inline-source.mjs';
import { defineConfig, type Plugin } from 'vite';

// During `npm run dev` the API lives on the Rust server; point ATRIUM_API at it.
const apiTarget = process.env.ATRIUM_API ?? 'http://127.0.0.1:8000';

/**
 * Country flags as SVG files at /images/flags/{iso code}.svg, from flag-icons (MIT). Office flags were emoji,
 * which render as two letters in boxes wherever no emoji font is installed (Windows, bare Linux). Only the
 * 257 two-letter country flags (1.7 MB, fetched one at a time by the page that shows them), never inlined.
 */
function flagImages(): Plugin {
  const source = fileURLToPath(new URL('./node_modules/flag-icons/flags/4x3', import.meta.url));
  const isCountry = (name: string) => /^[a-z]{2}\.svg$/.test(name);
  return {
    name: 'atrium-flag-images',
    configureServer(server) {
      server.middlewares.use('/images/flags', (req, res, next) => {
        const name = path.basename(req.url ?? '');
        if (!isCountry(name)) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(readFileSync(path.join(source, name)));
      });
    },
    generateBundle() {
      for (const name of readdirSync(source).filter(isCountry)) {
        this.emitFile({
          type: 'asset',
          fileName: `images/flags/${name}`,
          source: readFileSync(path.join(source, name)),
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // Lingui's macros (t, Trans, Plural) become message lookups. Each keeps its English text, compiled where it
    // has placeholders or plurals (scripts/lingui-inline-source.mjs), so English, the source, needs no catalog
    // and no compiler; the other languages' .po catalogs compile on import.
    babel({
      include: /\/src\/.*\.tsx?$/,
      plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], linguiInlineSource],
    }),
    lingui(),
    tailwindcss(),
    flagImages(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The server's CSP forbids inline scripts, and Vite's modulepreload polyfill is injected inline.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The app (main.tsx) and everything it imports statically are one file. Left alone, the bundler
          // splits off each module a lazy page imports too (React, the router, Lingui, the icons, small
          // helpers): the first load of / fetched 15 files, each compressed on its own. Every page loads
          // main before any other chunk, so one file costs no page anything and compresses 4.3 KB smaller
          // (the first load of / has a budget: e2e/public.spec.ts). Vite's preload helper stays apart: the
          // page entry (start.ts) uses it to import main with its stylesheet, so in main the entry would
          // import main statically.
          groups: [
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
            { name: 'main', test: /src[\\/]main\.tsx$/ },
          ],
        },
      },
    },
  },
  test: {
    // Messages outside a component (a helper's t``) read the app's i18n, which this module sets to English.
    setupFiles: ['./src/lib/i18n.ts'],
    restoreMocks: true,
    // Components (.tsx) get a DOM; plain logic (.ts) runs in Node. Setting up jsdom for each of the hundred
    // files took 88 of vitest's 141 s on a two-core machine, for the 5 s the tests themselves ran.
    projects: [
      { extends: true, test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
  },
});
