// `npm start`: builds the site when dist/ is missing or older than its sources, then runs the reference server
// (server/main.ts, through tsx) as a child process under scripts/supervise.mjs, which restarts it when it crashes.
// Env: PORT, DATA_DIR, DATABASE_URL, SITE_CONFIG, DEV_TOOLS, OPERATOR_TOKEN and the others listed in server/main.ts.
// Without OPERATOR_TOKEN the demo gets one (kept in DATA_DIR/operator-token, printed), so `npm run operator` works.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

/** The demo's operator token: the one kept in the data directory, else a new one kept there (owner-only). */
function demoOperatorToken() {
  const dir = process.env.DATA_DIR || './data';
  const file = join(dir, 'operator-token');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  }
  const token = randomBytes(24).toString('base64url');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}

if (!process.env.OPERATOR_TOKEN) {
  process.env.OPERATOR_TOKEN = demoOperatorToken();
  console.log(
    `Operator API on with the demo token ${process.env.OPERATOR_TOKEN} (kept in ${join(process.env.DATA_DIR || './data', 'operator-token')}).\n` +
      '  Decide deposits and withdrawals: npm run operator -- list | approve <id> | reject <id> [reason]',
  );
}

const code = await supervise({
  command: process.execPath,
  args: ['--import', import.meta.resolve('tsx'), join(root, 'server', 'main.ts')],
});
process.exit(code);
