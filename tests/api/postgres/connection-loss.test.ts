/**
 * PostgreSQL mode survives losing its connections (issue 12 finding 1): an idle pooled connection killed by
 * pg_terminate_backend does not end the process, a transaction whose connection dies is rolled back and its
 * connection dropped, and while the database refuses connections every call answers 503 SERVICE_UNAVAILABLE, then
 * works again by itself once the database is back. Needs DATABASE_URL (a superuser: it blocks connections to the
 * server's own database for a moment).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../../server/db/unavailable';
import { Client, type CoreServer, databaseUrl, startCoreServer } from '../core-server';

const HOT_GAMES = '/wps/relay/GCSGAME_hotGamesV2';
let core: CoreServer;
/** An admin connection to another database of the cluster, so blocking the test database does not cut it. */
let admin: pg.Client;
/** The server's own database (cloned for it), so blocking it cuts no other test file running beside this one. */
let databaseName: string;

beforeAll(async () => {
  core = await startCoreServer();
  databaseName = new URL(core.databaseUrl ?? 'postgres://x/x').pathname.slice(1);
  const adminUrl = new URL(databaseUrl ?? '');
  adminUrl.pathname = '/postgres';
  admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
});
afterAll(async () => {
  await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
  await admin.end();
  await core.destroy();
});

/** Kills every connection to the test database (the server's pool), as a DBA or a restart would. */
async function terminateBackends(): Promise<number> {
  const { rows } = await admin.query(
    `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
      WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    [databaseName],
  );
  return rows.length;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('PostgreSQL connections lost', () => {
  it('an idle pooled connection killed does not end the process; the next calls work', async () => {
    const client = new Client(core.url);
    // Several calls at once, so the pool holds several idle connections.
    const first = await Promise.all(Array.from({ length: 6 }, () => client.get(HOT_GAMES)));
    expect(first.map((answer) => answer.status)).toEqual(Array(6).fill(200));

    expect(await terminateBackends()).toBeGreaterThan(0);
    // The pool hears of each death as an 'error' on an idle client: unhandled, it ended the process.
    await sleep(300);

    const after = await Promise.all(Array.from({ length: 6 }, () => client.get(HOT_GAMES)));
    expect(after.map((answer) => answer.status)).toEqual(Array(6).fill(200));
  });

  it('a transaction whose connection dies is rolled back, its connection dropped, and the server goes on', async () => {
    const { db } = core.server;
    await db.exec('CREATE TABLE IF NOT EXISTS connection_loss_probe (n int)');
    const attempt = db.transaction(async (tx) => {
      await tx.query('INSERT INTO connection_loss_probe (n) VALUES (1)');
      const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      await sleep(100);
      await tx.query('INSERT INTO connection_loss_probe (n) VALUES (2)');
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);

    const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM connection_loss_probe');
    expect(rows[0]?.n).toBe(0);
    expect((await new Client(core.url).get(HOT_GAMES)).status).toBe(200);
  });

  it('answers 503 SERVICE_UNAVAILABLE while the database refuses connections, and recovers by itself', async () => {
    const client = new Client(core.url);
    expect((await client.get(HOT_GAMES)).status).toBe(200);

    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    await terminateBackends();
    await sleep(200);
    for (const answer of [
      await client.get(HOT_GAMES),
      await client.post('/wps/session/login/freeplay', {}),
      await client.get(HOT_GAMES),
    ]) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(answer.headers.get('retry-after')).toBe('1');
    }

    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    const back = Date.now();
    let answer = await client.get(HOT_GAMES);
    while (answer.status !== 200 && Date.now() - back < 10_000) {
      expect(answer.status).toBe(503);
      await sleep(50);
      answer = await client.get(HOT_GAMES);
    }
    expect(answer.status).toBe(200);
    // The reconnection wait is at most 1 s (server/db/reconnect-backoff.ts).
    expect(Date.now() - back).toBeLessThan(2000);
  });
});
