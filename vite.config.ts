import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

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

export default defineConfig({
  base: '/m/',
  plugins: [react(), stylesheetsAfterFirstPaint],
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
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/model-based/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          // These need PostgreSQL itself (its connections killed, two servers on one database): only with one.
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['tests/api/postgres/**'])],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
