// `npm start`: builds the site when dist/ is missing or older than its sources, then runs the reference server
// (server/main.ts, through tsx) as a child process under scripts/supervise.mjs, which restarts it when it crashes.
// Env: PORT, DATA_DIR, DATABASE_URL, SITE_CONFIG, DEV_TOOLS, OPERATOR_TOKEN and the others listed in server/main.ts.
// Without OPERATOR_TOKEN the demo gets one (kept in DATA_DIR/operator-token, printed), so `npm run operator` works.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild, ROOT as root } from './ensure-build.mjs';
import { supervise } from './supervise.mjs';

try {
  ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
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
