// The one build of the site: `npm start`, the e2e servers and the size budget all use `dist/`, built here only when
// it is missing or older than its sources, so one test run builds the site once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(ROOT, 'dist');
const distIndex = join(DIST, 'index.html');
const SOURCES = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'package.json'];

/** Newest modification time under `path` (files and folders, recursively). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why `dist/` must be built again, or null when it is up to date. */
export function needsBuild() {
  if (!existsSync(distIndex)) return 'the site has not been built yet';
  const built = statSync(distIndex).mtimeMs;
  const stale = SOURCES.find((source) => newestMtime(join(ROOT, source)) > built);
  return stale ? `${stale} changed since the last build` : null;
}

/** Builds `dist/` when it is stale; throws when the build fails. */
export function ensureBuild({ quiet = false } = {}) {
  const reason = needsBuild();
  if (!reason) return false;
  if (!quiet) console.log(`Building the site (${reason})...`);
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  // A production build even when called under a test runner (Vitest sets NODE_ENV=test: React's dev build).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error('The site build failed; see the errors above.');
  return true;
}
