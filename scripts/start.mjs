// `npm start`: builds the site when dist/ is missing or older than its sources, then runs the reference server
// (server/main.ts, through tsx) as a child process under scripts/supervise.mjs, which restarts it when it crashes.
// Env: PORT, DATA_DIR, DATABASE_URL, SITE_CONFIG, DEV_TOOLS and the others listed in server/main.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = join(root, 'dist', 'index.html');
const SOURCES = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json'];

/** Newest modification time under `path` (files and folders, recursively). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function needsBuild() {
  if (!existsSync(distIndex)) return 'the site has not been built yet';
  const built = statSync(distIndex).mtimeMs;
  const stale = SOURCES.find((source) => newestMtime(join(root, source)) > built);
  return stale ? `${stale} changed since the last build` : null;
}

const reason = needsBuild();
if (reason) {
  console.log(`Building the site (${reason})...`);
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The site build failed; see the errors above.');
    process.exit(result.status ?? 1);
  }
}

const code = await supervise({
  command: process.execPath,
  args: ['--import', import.meta.resolve('tsx'), join(root, 'server', 'main.ts')],
});
process.exit(code);
