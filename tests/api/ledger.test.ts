/**
 * The ledger under load and retries: parallel withdrawals and transfers never overdraw, a retried money call (same
 * idempotency key) moves money once, the invariant check finds a broken journal, and the migration's backfill makes
 * every existing wallet's journal sum to its balance.
 */

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/db';
import { MIGRATIONS_DIR, migrate } from '../../server/db/migrate';
import { checkLedger } from '../../server/ledger/check';
import { type CoreServer, databaseUrl, startCoreServer } from './core-server';
import { key, mainBalance, PIN, payingMember, sameKey, type WalletSummary } from './money';

let core: CoreServer;
let game: string;
beforeAll(async () => {
  core = await startCoreServer();
  game = (core.server.ctx.config.get().vendors as { vassalage: string }[])[0]?.vassalage ?? 'MISSING';
});
afterAll(async () => {
  await core?.destroy();
});

async function journalSum(username: string, walletCode = 'MAIN'): Promise<number> {
  const { rows } = await core.server.db.query<{ total: string | null }>(
    `SELECT sum(amount) AS total FROM transactions
      WHERE wallet_code = $2 AND member_id = (SELECT id FROM members WHERE username_lc = $1)`,
    [username, walletCode],
  );
  return Number(rows[0]?.total ?? 0);
}

describe('ledger under parallel calls', () => {
  it('never overdraws with 50 parallel withdrawals', async () => {
    const { client, cardId } = await payingMember(core, 'par50wd', '100');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.post('/wps/transaction/withdraw', { amount: 25, paymentPassword: PIN, bankCardId: cardId }, key()),
      ),
    );
    const codes = answers.map((answer) => answer.body.code ?? 'OK');
    // The PIN's guard lets a few through at a time (the rest wait, or answer TOO_MANY_ATTEMPTS when the wait is
    // too long); every one that reached the balance raced the others for it.
    const reached = codes.filter((code) => code === 'OK' || code === 'INSUFFICIENT_BALANCE');
    expect(codes.every((code) => ['OK', 'INSUFFICIENT_BALANCE', 'TOO_MANY_ATTEMPTS'].includes(code))).toBe(true);
    expect(reached.length).toBeGreaterThanOrEqual(5);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(4);
    expect(await mainBalance(client)).toBe(0);
    expect(await journalSum('par50wd')).toBe(0);
    const list = await client.get<{ total: number }>('/wps/transaction/withdrawals?pageSize=100');
    expect(list.body.value?.total).toBe(4);
  }, 240_000);

  it('never overdraws with 50 parallel transfers each way', async () => {
    const { client } = await payingMember(core, 'par50tr', '100');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.post<WalletSummary>(
          '/wps/wallets/transfer',
          i % 2 === 0 ? { from: 'MAIN', to: game, amount: 30 } : { from: game, to: 'MAIN', amount: 20 },
          key(),
        ),
      ),
    );
    expect(answers.every((answer) => answer.body.success || answer.body.code === 'INSUFFICIENT_BALANCE')).toBe(true);
    const wallet = (await client.get<WalletSummary>('/wps/wallets/gcs')).body.value;
    expect(wallet?.sumBalance).toBe(100);
    for (const entry of wallet?.wallets ?? []) expect(entry.balance).toBeGreaterThanOrEqual(0);
    const main = wallet?.wallets.find((entry) => entry.walletCode === 'MAIN')?.balance ?? -1;
    const gameBalance = wallet?.wallets.find((entry) => entry.walletCode === game)?.balance ?? -1;
    expect(await journalSum('par50tr')).toBe(main);
    expect(await journalSum('par50tr', game)).toBe(gameBalance);
    const out = answers.filter((answer, i) => i % 2 === 0 && answer.body.success).length;
    const back = answers.filter((answer, i) => i % 2 === 1 && answer.body.success).length;
    expect(gameBalance).toBe(out * 30 - back * 20);
  });
});

describe('idempotency keys', () => {
  it('moves a transfer once for retries with the same key, sequential and parallel', async () => {
    const { client } = await payingMember(core, 'retrytr', '100');
    const attempt = key();
    const id = attempt.headers['Idempotency-Key'] as string;
    const body = { from: 'MAIN', to: game, amount: 40 };
    const first = await client.post<WalletSummary>('/wps/wallets/transfer', body, attempt);
    const again = await Promise.all(
      Array.from({ length: 5 }, () => client.post<WalletSummary>('/wps/wallets/transfer', body, sameKey(id))),
    );
    for (const answer of again) expect(answer.body.value).toEqual(first.body.value);
    expect(await mainBalance(client)).toBe(60);
    // Another attempt (a new key) is another transfer.
    await client.post('/wps/wallets/transfer', body, key());
    expect(await mainBalance(client)).toBe(20);
  });

  it('runs a refused call again on retry (nothing moved the first time)', async () => {
    const { client } = await payingMember(core, 'retryrefused', '10');
    const attempt = key();
    const id = attempt.headers['Idempotency-Key'] as string;
    const body = { from: 'MAIN', to: game, amount: 15 };
    const refused = await client.post('/wps/wallets/transfer', body, attempt);
    expect(refused.body.code).toBe('INSUFFICIENT_BALANCE');
    await core.credit('retryrefused', '5');
    const retried = await client.post<WalletSummary>('/wps/wallets/transfer', body, sameKey(id));
    expect(retried.body.success).toBe(true);
    expect(await mainBalance(client)).toBe(0);
  });

  it('keeps keys apart per member and per call', async () => {
    const one = await payingMember(core, 'keyowner1', '100');
    const two = await payingMember(core, 'keyowner2', '100');
    const shared = 'shared-key-123456';
    await one.client.post('/wps/wallets/transfer', { from: 'MAIN', to: game, amount: 10 }, sameKey(shared));
    await two.client.post('/wps/wallets/transfer', { from: 'MAIN', to: game, amount: 10 }, sameKey(shared));
    await one.client.post(
      '/wps/transaction/withdraw',
      { amount: 10, paymentPassword: PIN, bankCardId: one.cardId },
      sameKey(shared),
    );
    expect(await mainBalance(one.client)).toBe(80);
    expect(await mainBalance(two.client)).toBe(90);
  });

  it('brings every game wallet back to MAIN once per key', async () => {
    const { client } = await payingMember(core, 'transferall', '100');
    const vendors = core.server.ctx.config.get().vendors as { vassalage: string }[];
    const second = vendors[1]?.vassalage ?? 'MISSING';
    await client.post('/wps/wallets/transfer', { from: 'MAIN', to: game, amount: 30 }, key());
    await client.post('/wps/wallets/transfer', { from: 'MAIN', to: second, amount: 20.5 }, key());
    expect(await mainBalance(client)).toBe(49.5);
    const attempt = key();
    const all = await client.post<WalletSummary>('/wps/wallets/transfer/all', undefined, attempt);
    expect(all.body.value?.sumBalance).toBe(100);
    expect(all.body.value?.wallets.filter((wallet) => wallet.balance > 0)).toEqual([
      { walletCode: 'MAIN', name: 'Main wallet', balance: 100 },
    ]);
    const names = all.body.value?.wallets.map((wallet) => wallet.name) ?? [];
    expect(names).toContain((vendors[0] as { displayName?: string }).displayName);
    const retry = await client.post<WalletSummary>('/wps/wallets/transfer/all', undefined, attempt);
    expect(retry.body.value).toEqual(all.body.value);
    expect(await journalSum('transferall')).toBe(100);
    expect(await journalSum('transferall', game)).toBe(0);
  });
});

describe('the invariant check', () => {
  it('holds on this server, then finds a balance changed outside the journal', async () => {
    expect((await checkLedger(core.server.db)).problems).toEqual([]);
    await payingMember(core, 'tampered', '50');
    const { rows } = await core.server.db.query<{ id: number }>(
      `SELECT id FROM members WHERE username_lc = 'tampered'`,
    );
    const id = rows[0]?.id;
    await core.server.db.query(`UPDATE wallets SET balance = balance + 1 WHERE member_id = $1`, [id]);
    const report = await checkLedger(core.server.db);
    expect(report.problems).toEqual([
      { memberId: id, what: 'wallet MAIN: balance 51.00 but its journal sums to 50.00' },
    ]);
    // Put it back, so the suite's own check (when the server stops) passes.
    await core.server.db.query(`UPDATE wallets SET balance = balance - 1 WHERE member_id = $1`, [id]);
    expect((await checkLedger(core.server.db)).problems).toEqual([]);
  });

  it("fails the suite that leaves it broken: the server's stop throws", async () => {
    const other = await startCoreServer();
    await other.server.db.query(`UPDATE wallets SET balance = balance + 5 WHERE wallet_code = 'MAIN'`);
    await expect(other.destroy()).rejects.toThrow(/Ledger BROKEN: 2 problem\(s\)/);
  });

  it('finds a withdrawal without its journal row', async () => {
    const { client, cardId } = await payingMember(core, 'lostrow', '50');
    const done = await client.post<{ withdrawal: { id: string } }>(
      '/wps/transaction/withdraw',
      { amount: 20, paymentPassword: PIN, bankCardId: cardId },
      key(),
    );
    const wid = done.body.value?.withdrawal.id;
    await core.server.db.query(`UPDATE transactions SET ref_id = 'elsewhere' WHERE ref_id = $1`, [wid]);
    const report = await checkLedger(core.server.db);
    expect(report.problems.map((problem) => problem.what)).toEqual([
      `withdrawal ${wid} has 0 WITHDRAW rows summing to 0`,
    ]);
    await core.server.db.query(`UPDATE transactions SET ref_id = $1 WHERE ref_id = 'elsewhere'`, [wid]);
  });
});

describe('npm run ledger:check', () => {
  it('says OK on a sound database and lists each problem of a broken one (exit 1)', async () => {
    // The command reads the data directory: the database on disk.
    const other = await startCoreServer({ onDisk: true });
    await other.credit('demo', '12.34');
    await other.stop();
    const where = other.dataDir ? [other.dataDir] : [];
    const run = (args: string[]) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, '../../scripts/ledger-check.ts'), ...args],
        {
          encoding: 'utf8',
          env: { ...process.env, ...(other.databaseUrl ? { DATABASE_URL: other.databaseUrl } : {}) },
        },
      );
    const sound = run(where);
    expect(sound.stdout).toMatch(/^Ledger OK: \d+ wallets, \d+ journal rows/);
    expect(sound.status).toBe(0);
    const db = await openDb(other.dataDir ? { dataDir: other.dataDir } : { databaseUrl: other.databaseUrl ?? '' });
    await db.query(`UPDATE wallets SET balance = balance + 1 WHERE wallet_code = 'MAIN'
                     AND member_id = (SELECT id FROM members WHERE username_lc = 'demo')`);
    await db.close();
    const broken = run(where);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('Ledger BROKEN: 1 problem(s)');
    expect(broken.stdout).toContain('wallet MAIN: balance 1013.34 but its journal sums to 1012.34');
    const usage = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../../scripts/ledger-check.ts')],
      { encoding: 'utf8', env: { PATH: process.env.PATH } },
    );
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run ledger:check');
    // Sound again, so the helper's own check at the end passes.
    const fix = await openDb(other.dataDir ? { dataDir: other.dataDir } : { databaseUrl: other.databaseUrl ?? '' });
    await fix.query(`UPDATE wallets SET balance = balance - 1 WHERE wallet_code = 'MAIN'
                      AND member_id = (SELECT id FROM members WHERE username_lc = 'demo')`);
    await fix.close();
    await (await other.restart()).destroy();
  }, 120_000);
});

describe('migration 008 backfill', () => {
  it('makes every existing wallet journal sum to its balance and keeps old pending withdrawals decidable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-backfill-'));
    const before = join(dir, 'migrations-before');
    mkdirSync(before);
    for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file < '008')) {
      copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
    }
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const db = await openDb(databaseUrl ? { databaseUrl, schema } : { dataDir: join(dir, 'data') });
    try {
      await migrate(db, before);
      const { rows: member } = await db.query<{ id: number }>(
        `INSERT INTO members (username, username_lc, password_hash) VALUES ('old', 'old', 'x') RETURNING id`,
      );
      const id = member[0]?.id;
      // A balance set without a journal row, a game wallet likewise, and an old-style pending withdrawal.
      await db.query(
        `INSERT INTO wallets (member_id, wallet_code, balance) VALUES ($1, 'MAIN', 70), ($1, 'BGS', 12.5)`,
        [id],
      );
      await db.query(
        `INSERT INTO transactions (member_id, kind, wallet_code, amount, balance_after, status)
         VALUES ($1, 'WITHDRAW', 'MAIN', -30, 70, 'PENDING')`,
        [id],
      );
      await migrate(db);
      expect((await checkLedger(db)).problems).toEqual([]);
      const { rows } = await db.query<{ kind: string; wallet_code: string; amount: string }>(
        `SELECT kind, wallet_code, amount FROM transactions WHERE kind = 'OPENING' ORDER BY wallet_code`,
      );
      expect(rows).toEqual([
        { kind: 'OPENING', wallet_code: 'BGS', amount: '12.50' },
        { kind: 'OPENING', wallet_code: 'MAIN', amount: '100.00' },
      ]);
      const { rows: withdrawals } = await db.query<{ id: string; amount: string; status: string }>(
        'SELECT id, amount, status FROM withdrawals',
      );
      expect(withdrawals).toEqual([{ id: expect.stringMatching(/^W0\d+$/), amount: '30.00', status: 'PENDING' }]);
    } finally {
      if (databaseUrl) await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
