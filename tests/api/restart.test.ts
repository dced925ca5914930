/**
 * Data survives a restart (register, stop, start on the same DATA_DIR or schema, log in, balance kept), and two
 * server processes cannot open one DATA_DIR (issue 2 item 2, issue 3 item 6).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, openDb } from '../../server/db/db';
import { Client, type CoreServer, registration, startCoreServer } from './core-server';

const root = resolve(import.meta.dirname, '../..');
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

function runChild(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: root,
      // DATABASE_URL cleared: these children are about the PGlite DATA_DIR lock.
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    // Never leave a child behind: one that has not ended after 45 s is stopped and fails its test.
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

describe('restart', () => {
  it('keeps registered accounts, balances and the seed after a restart', async () => {
    let core: CoreServer = await startCoreServer();
    cleanup.push(() => core.destroy());
    const client = new Client(core.url);
    const registered = await client.put<{ token: string }>(
      '/wps/member/register',
      registration({
        username: 'survivor1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        captcha: await client.captcha(),
      }),
    );
    expect(registered.body.success).toBe(true);
    await core.credit('survivor1', '321.45');
    const membersBefore = await core.count('members');
    await core.stop();

    core = await core.restart();
    expect(await core.count('members')).toBe(membersBefore);
    const again = new Client(core.url);
    const login = await again.login('survivor1', 'Secret123');
    expect(login.body.success).toBe(true);
    const wallet = await again.get<{ sumBalance: number }>('/wps/wallets/gcs');
    expect(wallet.body.value?.sumBalance).toBe(321.45);
    // The old session token is still valid too (sessions live in the database).
    const old = await again.get('/wps/member/info', { token: registered.body.value?.token });
    expect(old.body.success).toBe(true);
    // The seed ran once: still exactly one demo member.
    const { rows } = await core.server.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM members WHERE username_lc = 'demo'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('one DATA_DIR, one process', () => {
  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'core-lock-'));
    const db = await openDb({ dataDir });
    cleanup.push(async () => {
      await db.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    });
    const script = `
      import { openDb } from './server/db/db.ts';
      try { await openDb({ dataDir: process.env.LOCK_DIR }); console.log('OPENED'); process.exit(0); }
      catch (error) { console.log('REFUSED: ' + error.message); process.exit(3); }
    `;
    const second = await runChild(script, { LOCK_DIR: dataDir });
    expect(second.code).toBe(3);
    expect(second.output).toContain('REFUSED');
    expect(second.output).toMatch(/is in use by another server process \(pid \d+\)/);
    // The same process cannot open it twice either.
    await expect(openDb({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('the server entry exits with the message when its DATA_DIR is taken', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'core-lock-main-'));
    const release = acquireDataDirLock(dataDir);
    cleanup.push(() => {
      release();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const result = await runChild(`await import('./server/main.ts');`, { DATA_DIR: dataDir, PORT: '0' });
    // 78: "cannot start, do not retry", so the supervisor of `npm start` does not loop on it.
    expect(result.code).toBe(78);
    expect(result.output).toContain('Cannot start: The data directory');
  });

  it('the server entry refuses a password hash cost below 2^17 unless DEV_TOOLS is on (a test-only setting)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'core-hash-cost-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const result = await runChild(`await import('./server/main.ts');`, {
      DATA_DIR: dataDir,
      PORT: '0',
      PASSWORD_HASH_LOG_N: '10',
      DEV_TOOLS: '',
    });
    expect(result.code).toBe(78);
    expect(result.output).toContain("PASSWORD_HASH_LOG_N=10 is below OWASP's minimum (17)");
  });

  it('takes over a lock left by a dead process', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'core-lock-stale-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // A pid that is not running (pids are below 2^22 on Linux).
    writeFileSync(join(dataDir, 'server.lock'), '4194303');
    const release = acquireDataDirLock(dataDir);
    expect(typeof release).toBe('function');
    release();
  });
});
