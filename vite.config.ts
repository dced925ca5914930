import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { precompressBuild } from './scripts/precompress.ts';

// The API of the reference server, proxied in `npm run dev` so the site and the server share one origin.
const apiPrefixes = ['/wps', '/lgw', '/dev', '/assets-api', '/demo-game'];
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/**
 * Moves the app's stylesheet links from the head to the end of the body. The HTML's own splash (or the server's
 * first view) is styled inline, so it can paint while the stylesheet still downloads; the app's script still waits
 * for the stylesheet before it runs (scripts wait for every pending stylesheet), so nothing shows unstyled.
 */
const stylesheetsAfterFirstPaint: Plugin = {
  name: 'stylesheets-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const links = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
      const body = links.reduce((out, link) => out.replace(link, ''), html);
      return body.replace('</body>', `  ${links.map((l) => l.trim()).join('\n    ')}\n  </body>`);
    },
  },
};

/** Tests of the server's disk and process faults (the `faults` project). */
const FAULT_TESTS = [
  'tests/api/restart.test.ts',
  'tests/api/data-dir-permissions.test.ts',
  'tests/api/database-panic.test.ts',
  'tests/api/event-loop-watchdog.test.ts',
  'tests/api/free-space.test.ts',
  'tests/tooling/supervise.test.ts',
  // PostgreSQL's own faults (connections killed, a restart, two server processes): only with DATABASE_URL.
  'tests/api/postgres/**/*.test.ts',
];

export default defineConfig({
  base: '/m/',
  plugins: [react(), stylesheetsAfterFirstPaint, precompressBuild()],
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // server/site/siteManifest.ts reads it: a first view links its screen's chunks and stylesheets from the head.
    manifest: true,
    // The flows page's lazy chunk carries elkjs (~1.5 MB): it loads only on /m/flows, never on a player's page.
    chunkSizeWarningLimit: 1600,
  },
  test: {
    // Two cores here: one worker each; more where the machine has them (VITEST_MAX_WORKERS overrides).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          // Node by default: a file that needs a browser says `@vitest-environment jsdom` (tests/setup.ts).
          environment: 'node',
          // Worker threads start and load faster than child processes (this project: 107 s -> 97 s here).
          pool: 'threads',
          include: ['src/**/*.test.{ts,tsx}', 'tests/model-based/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // Each catalog machine's paths, generated once per run (and kept while the machine is unchanged).
          globalSetup: ['tests/model-based/generate-paths.global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...FAULT_TESTS],
          // The database migrated and seeded once; each file's server starts on a copy (tests/api/template-db.ts).
          globalSetup: ['tests/api/template-db.global.ts'],
          // A worker keeps its loaded modules from one file to the next: the server's code, zod's schemas and
          // PGlite's compiled WebAssembly load once per worker, not once per file (this project: 234 s -> 122 s
          // here). Each file still starts its own server on its own copy of the database, and its own environment.
          isolate: false,
          setupFiles: ['tests/api/environment-per-file.setup.ts'],
          // A cheaper password hash (server/security/passwords.ts): the suites register and log in thousands of times.
          env: { PASSWORD_HASH_LOG_N: '10' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Restarts, kill -9, a full disk, a panicking database, the event-loop watchdog, the supervisor: real data
          // directories (migrated and seeded by the server itself) and real processes. Each file has its own
          // directories, ports and processes, so they run beside the other files: one at a time, at the end of the
          // run, they left a core idle for a minute.
          name: 'faults',
          environment: 'node',
          include: FAULT_TESTS,
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['tests/api/postgres/**'])],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
