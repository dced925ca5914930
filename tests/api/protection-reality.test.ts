/**
 * Reality checks (issue 16 tool 2) against the real server (PGlite, or PostgreSQL with DATABASE_URL): the interval
 * setting and its audit trail, play time from the session's first bet on the protection clock, the session's net
 * position, the check falling due, the server refusing the next bet (by direct provider calls) until the check is
 * answered, and LOGOUT ending the session.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockWallet, postEntry } from '../../server/ledger/journal';
import { secretFor, sign } from '../../server/security/signing';
import { type Answer, Client, type CoreServer, newMember, startCoreServer } from './core-server';

interface Status {
  intervalMinutes: number;
  sessionStartedAt: string | null;
  playedSeconds: number;
  net: number;
  dueAt: string | null;
  due: boolean;
}
interface Played {
  round: { bet: number; win: number; status: string };
  balance: number;
}

let core: CoreServer;
let slotGame: number;
/** Games for direct bets: each direct bet leaves its round open, and a game holds one open round per player. */
let directGames: number[] = [];
let nextDirect = 0;

const value = <T>(answer: Answer<T>): T => {
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return answer.body.value as T;
};

async function memberIdOf(username: string): Promise<number> {
  const { rows } = await core.server.db.query<{ id: number }>('SELECT id FROM members WHERE username_lc = $1', [
    username.toLowerCase(),
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no member ${username}`);
  return id;
}

async function player(name: string, cents = 500_00) {
  const client = await newMember(core.url, name);
  const id = await memberIdOf(name);
  await core.server.db.transaction(async (tx) => {
    await lockWallet(tx, id, 'MAIN');
    await postEntry(tx, { memberId: id, walletCode: 'MAIN', deltaCents: cents, kind: 'ADJUSTMENT', remark: 'test' });
  });
  return { client, id };
}

async function advance(minutes: number) {
  value(await new Client(core.url).post('/dev/clock/advance', { minutes }));
}

/** The provider's signed bet, straight to the platform's wallet (no site, no game page). */
async function directBet(playerId: number, amount = 1) {
  const raw = JSON.stringify({
    roundId: `R${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    playerId: String(playerId),
    nodeId: directGames[nextDirect++ % directGames.length],
    amount,
    language: 'EN',
    outcome: { winCents: 0 },
  });
  return new Client(core.url).request('POST', '/wps/provider/bet', {
    rawBody: raw,
    headers: {
      'X-Provider-Signature': sign(await secretFor(core.server.db, 'provider'), raw),
      'Idempotency-Key': randomUUID(),
    },
  });
}

async function rounds(client: Client, username: string, count: number, bet = 2) {
  return value(
    await client.post<{ rounds: Played[] }>('/dev/provider/rounds', { username, nodeId: slotGame, rounds: count, bet }),
  ).rounds;
}

async function auditRows(memberId: number) {
  const { rows } = await core.server.db.query<{
    action: string;
    old_value: unknown;
    new_value: unknown;
    source: string;
  }>(
    `SELECT action, old_value, new_value, source FROM protection_audit WHERE member_id = $1 AND tool = 'REALITY_CHECK'
      ORDER BY id`,
    [memberId],
  );
  return rows;
}

beforeAll(async () => {
  core = await startCoreServer();
  const { rows } = await core.server.db.query<{ node_id: number }>(
    `SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 40`,
  );
  slotGame = rows[0]?.node_id ?? 0;
  directGames = rows.slice(1).map((row) => row.node_id);
  expect(slotGame).toBeGreaterThan(0);
});
afterAll(async () => {
  await core?.destroy();
});

describe('the interval setting', () => {
  it('is off by default, offers the configured list and is recorded in the audit trail', async () => {
    const { client, id } = await player('rcset');
    expect(value(await client.get('/wps/member/protection/realityCheck'))).toEqual({
      enabled: true,
      intervalMinutes: 0,
      intervals: [0, 10, 20, 30, 60],
    });
    expect(value(await client.post('/wps/member/protection/realityCheck', { intervalMinutes: 20 }))).toEqual({
      intervalMinutes: 20,
    });
    value(await client.post('/wps/member/protection/realityCheck', { intervalMinutes: 20 }));
    value(await client.post('/wps/member/protection/realityCheck', { intervalMinutes: 0 }));
    expect(
      value<{ intervalMinutes: number }>(await client.get('/wps/member/protection/realityCheck')).intervalMinutes,
    ).toBe(0);
    // The same value twice is no change: two rows, each with who, old and new.
    expect(await auditRows(id)).toEqual([
      { action: 'SET', old_value: { intervalMinutes: 0 }, new_value: { intervalMinutes: 20 }, source: 'PLAYER' },
      { action: 'SET', old_value: { intervalMinutes: 20 }, new_value: { intervalMinutes: 0 }, source: 'PLAYER' },
    ]);
  });

  it('refuses an interval that is not offered, and a visitor', async () => {
    const { client } = await player('rcbad');
    const wrong = await client.post('/wps/member/protection/realityCheck', { intervalMinutes: 15 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_INPUT');
    expect(wrong.body.message).toContain('intervalMinutes');
    const visitor = new Client(core.url);
    expect((await visitor.get('/wps/member/protection/realityCheck')).status).toBe(401);
    expect((await visitor.get('/wps/member/protection/realityCheck/status')).status).toBe(401);
    expect((await visitor.post('/wps/member/protection/realityCheck', { intervalMinutes: 10 })).status).toBe(401);
    expect((await visitor.post('/wps/member/protection/realityCheck/answer', { action: 'CONTINUE' })).status).toBe(401);
  });
});

describe('the status', () => {
  it('does not keep an idle session alive (the site reads it on its own)', async () => {
    const { client, id } = await player('rcidle');
    await core.server.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '10 minutes' WHERE member_id = $1`,
      [id],
    );
    const seen = async () =>
      (
        await core.server.db.query<{ seen: string }>(
          'SELECT last_seen_at::text AS seen FROM sessions WHERE member_id = $1',
          [id],
        )
      ).rows[0]?.seen;
    const before = await seen();
    value(await client.get('/wps/member/protection/realityCheck/status'));
    expect(await seen()).toBe(before);
    // A session past its idle time is gone for the status too.
    await core.server.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE member_id = $1`,
      [id],
    );
    expect((await client.get('/wps/member/protection/realityCheck/status')).status).toBe(401);
  });
});

describe('a session of play', () => {
  it('counts from the first bet, falls due after the interval and refuses bets until answered', async () => {
    const { client, id } = await player('rcplay');
    value(await client.post('/wps/member/protection/realityCheck', { intervalMinutes: 10 }));
    const before = value<Status>(await client.get('/wps/member/protection/realityCheck/status'));
    expect(before).toEqual({
      intervalMinutes: 10,
      sessionStartedAt: null,
      playedSeconds: 0,
      net: 0,
      dueAt: null,
      due: false,
    });

    const played = await rounds(client, 'rcplay', 3);
    const netCents = played.reduce((sum, p) => sum + Math.round(p.round.win * 100) - Math.round(p.round.bet * 100), 0);
    const started = value<Status>(await client.get('/wps/member/protection/realityCheck/status'));
    expect(started.sessionStartedAt).not.toBeNull();
    expect(started.net).toBe(netCents / 100);
    expect(started.due).toBe(false);
    expect(Date.parse(started.dueAt ?? '') - Date.parse(started.sessionStartedAt ?? '')).toBe(10 * 60_000);
    // Nothing to answer before the check is due.
    const early = await client.post('/wps/member/protection/realityCheck/answer', { action: 'CONTINUE' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('REALITY_CHECK_NOT_DUE');

    await advance(9);
    expect(value<Status>(await client.get('/wps/member/protection/realityCheck/status')).due).toBe(false);
    expect((await directBet(id)).body.success).toBe(true);
    await advance(1);
    const due = value<Status>(await client.get('/wps/member/protection/realityCheck/status'));
    expect(due.due).toBe(true);
    expect(due.playedSeconds).toBeGreaterThanOrEqual(600);
    expect(due.net).toBe(netCents / 100 - 1);

    // The provider's bet (no session, a player id) is refused while the check is unanswered; nothing moves.
    const balanceBefore = await core.server.db.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = 'MAIN'`,
      [id],
    );
    const refused = await directBet(id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('REALITY_CHECK_DUE');
    expect(refused.body.message).toContain('reality check');
    const viaHelper = await client.post('/dev/provider/rounds', {
      username: 'rcplay',
      nodeId: slotGame,
      rounds: 1,
      bet: 1,
    });
    expect(viaHelper.body.code).toBe('REALITY_CHECK_DUE');
    const balanceAfter = await core.server.db.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = 'MAIN'`,
      [id],
    );
    expect(balanceAfter.rows).toEqual(balanceBefore.rows);
    expect((await auditRows(id)).filter((row) => row.action === 'REFUSAL')).toHaveLength(2);

    const answered = value<Status>(
      await client.post('/wps/member/protection/realityCheck/answer', { action: 'CONTINUE' }),
    );
    expect(answered.due).toBe(false);
    expect(answered.sessionStartedAt).toBe(due.sessionStartedAt);
    expect(Date.parse(answered.dueAt ?? '') - Date.parse(due.dueAt ?? '')).toBeGreaterThanOrEqual(10 * 60_000);
    expect((await directBet(id)).body.success).toBe(true);
    expect((await auditRows(id)).filter((row) => row.action === 'CONFIRM')).toEqual([
      {
        action: 'CONFIRM',
        old_value: null,
        new_value: { answer: 'CONTINUE', playedSeconds: due.playedSeconds, net: due.net },
        source: 'PLAYER',
      },
    ]);
    // The next check comes one whole interval after the answer.
    await advance(10);
    expect((await directBet(id)).body.code).toBe('REALITY_CHECK_DUE');
  });

  it('turning the interval off releases a due check; a new login starts a new session', async () => {
    const { client, id } = await player('rcoff');
    value(await client.post('/wps/member/protection/realityCheck', { intervalMinutes: 10 }));
    await rounds(client, 'rcoff', 1);
    await advance(10);
    expect((await directBet(id)).body.code).toBe('REALITY_CHECK_DUE');
    value(await client.post('/wps/member/protection/realityCheck', { intervalMinutes: 0 }));
    expect((await directBet(id)).body.success).toBe(true);
    value(await client.post('/wps/member/protection/realityCheck', { intervalMinutes: 10 }));
    expect((await directBet(id)).body.code).toBe('REALITY_CHECK_DUE');

    const other = new Client(core.url);
    value(await other.login('rcoff', 'Secret123'));
    // Bets count in the latest session: the new one starts its own play time.
    expect((await directBet(id)).body.success).toBe(true);
    const fresh = value<Status>(await other.get('/wps/member/protection/realityCheck/status'));
    expect(fresh.due).toBe(false);
    expect(fresh.net).toBe(-1);
  });

  it('LOGOUT answers the check and ends the session', async () => {
    const { client, id } = await player('rcout');
    value(await client.post('/wps/member/protection/realityCheck', { intervalMinutes: 20 }));
    await rounds(client, 'rcout', 1);
    await advance(20);
    const out = value<Status>(await client.post('/wps/member/protection/realityCheck/answer', { action: 'LOGOUT' }));
    expect(out.due).toBe(true);
    expect((await client.get('/wps/member/protection/realityCheck/status')).status).toBe(401);
    expect((await auditRows(id)).at(-1)?.new_value).toMatchObject({ answer: 'LOGOUT' });
    // Without a live session the provider's bet belongs to no play session.
    expect((await directBet(id)).body.success).toBe(true);
  });
});
