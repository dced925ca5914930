/**
 * Account activity and the protection history on the server (issue 16 item 6, "Audit trail"): only money that
 * really moved counts (approved deposits and withdrawals, settled game rounds and lottery orders), the 30-day window
 * follows the protection clock, and a member reads only their own audit rows, newest first, page by page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordProtectionEvent } from '../../server/protection/audit';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';
import { key, PIN, payingMember } from './money';

const TOKEN = 'test-operator-token-activity';
const bearer = { headers: { authorization: `Bearer ${TOKEN}` } };

interface Totals {
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  net: number;
}
interface Activity {
  openedAt: string;
  windowStart: string;
  last30Days: Totals;
  sinceOpened: Totals;
}
interface AuditRow {
  id: string;
  tool: string;
  action: string;
  oldValue: unknown;
  newValue: unknown;
  source: string;
  at: string;
}
interface AuditAnswer {
  content: AuditRow[];
  pageNum: number;
  totalPages: number;
  total: number;
}

let core: CoreServer;
let slot: number;
let lotteryNode: number;

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = TOKEN;
  core = await startCoreServer();
  // These tests move the protection clock by days; the inactivity logout has its own suite.
  core.server.ctx.config.get().protection.inactivity.enabled = false;
  const { rows } = await core.server.db.query<{ node_id: number }>(
    `SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1`,
  );
  slot = rows[0]?.node_id as number;
  const lottery = await core.server.db.query<{ node_id: number }>('SELECT node_id FROM games ORDER BY node_id LIMIT 1');
  lotteryNode = lottery.rows[0]?.node_id as number;
});
afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  await core?.destroy();
});

async function memberId(username: string): Promise<number> {
  const { rows } = await core.server.db.query<{ id: number }>('SELECT id FROM members WHERE username_lc = $1', [
    username.toLowerCase(),
  ]);
  return rows[0]?.id as number;
}

async function activityOf(client: Client): Promise<Activity> {
  const answer = await client.get<Activity>('/wps/member/protection/activity');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value as Activity;
}

async function bankDeposit(client: Client, amount: number): Promise<string> {
  const created = await client.post<{ deposit: { id: string } }>(
    '/wps/deposit',
    { channel: 'BANK_TRANSFER', amount, promotionId: null },
    key(),
  );
  expect(created.body.success, JSON.stringify(created.body)).toBe(true);
  return created.body.value?.deposit.id as string;
}

async function decide(kind: 'deposits' | 'withdrawals', id: string, action: 'approve' | 'reject') {
  const answer = await new Client(core.url).post(
    `/operator/${kind}/${id}/${action}`,
    { reason: action === 'reject' ? 'test' : '', operator: 'ops' },
    bearer,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function withdraw(client: Client, cardId: number, amount: number): Promise<string> {
  const answer = await client.post<{ withdrawal: { id: string } }>(
    '/wps/transaction/withdraw',
    { amount, paymentPassword: PIN, bankCardId: cardId },
    key(),
  );
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return answer.body.value?.withdrawal.id as string;
}

/** A lottery order settled at `drawAt`: sub-orders that won, lost, and one cancelled (refunded, so not a bet). */
async function settledLotteryOrder(member: number, orderNo: string, drawAt: Date) {
  await core.server.db.query(
    `INSERT INTO lottery_orders (order_no, member_id, node_id, bet_amount, win_amount, status, draw_at, created_at)
     VALUES ($1, $2, $3, 7.00, 9.00, 'WON', $4, $4)`,
    [orderNo, member, lotteryNode, drawAt.toISOString()],
  );
  for (const [suffix, amount, status, win] of [
    ['a', '3.00', 'WON', '9.00'],
    ['b', '2.00', 'LOST', '0'],
    ['c', '2.00', 'CANCELLED', '0'],
  ] as const) {
    await core.server.db.query(
      `INSERT INTO lottery_suborders (sub_order_no, order_no, bet_content, amount, status, win_amount)
       VALUES ($1, $2, '123', $3::numeric, $4, $5::numeric)`,
      [`${orderNo}${suffix}`, orderNo, amount, status, win],
    );
  }
}

describe('account activity', () => {
  it('counts approved deposits and withdrawals, settled rounds and settled lottery orders; the net is wins minus bets', async () => {
    const { client, cardId } = await payingMember(core, 'actSum', '0');
    const member = await memberId('actSum');
    expect(await activityOf(client)).toMatchObject({
      last30Days: { deposits: 0, withdrawals: 0, bets: 0, wins: 0, net: 0 },
      sinceOpened: { deposits: 0, withdrawals: 0, bets: 0, wins: 0, net: 0 },
    });

    await decide('deposits', await bankDeposit(client, 120.5), 'approve');
    await decide('deposits', await bankDeposit(client, 150), 'reject');
    await bankDeposit(client, 100); // pending: not money yet
    await decide('withdrawals', await withdraw(client, cardId, 25.25), 'approve');
    await decide('withdrawals', await withdraw(client, cardId, 10), 'reject');
    await withdraw(client, cardId, 12); // pending: not paid out yet

    const played = await client.post('/dev/provider/rounds', { username: 'actSum', nodeId: slot, rounds: 4, bet: 2 });
    expect(played.body.success, JSON.stringify(played.body)).toBe(true);
    const { rows } = await core.server.db.query<{ wins: string }>(
      `SELECT coalesce(sum(win), 0)::text AS wins FROM game_rounds WHERE member_id = $1 AND status = 'SETTLED'`,
      [member],
    );
    const roundWins = Number(rows[0]?.wins);
    // An open round (the player has not finished it) is not counted.
    await core.server.db.query(
      `INSERT INTO game_rounds (id, member_id, node_id, bet, status, outcome, trial) VALUES ('ROPEN1', $1, $2, 50, 'OPEN', '{}', false)`,
      [member, slot],
    );
    await settledLotteryOrder(member, 'LOT-ACT-1', new Date());

    const activity = await activityOf(client);
    const expected = {
      deposits: 120.5,
      withdrawals: 25.25,
      bets: 8 + 5,
      wins: Math.round((roundWins + 9) * 100) / 100,
      net: Math.round((roundWins + 9 - 13) * 100) / 100,
    };
    expect(activity.last30Days).toEqual(expected);
    expect(activity.sinceOpened).toEqual(expected);
    expect(Date.parse(activity.openedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('the 30-day window follows the protection clock: older activity stays only in "since the account opened"', async () => {
    const client = await newMember(core.url, 'actWin');
    await core.credit('actWin', '100');
    expect(
      (await client.post('/dev/provider/rounds', { username: 'actWin', nodeId: slot, rounds: 2, bet: 3 })).body.success,
    ).toBe(true);
    const before = await activityOf(client);
    expect(before.last30Days.bets).toBe(6);
    const clock = await client.get<{ now: string }>('/dev/clock');
    const start = Date.parse(clock.body.value?.now as string);
    // The window starts 30 days before the clock's now (read just before the call, so within a few seconds).
    expect(Math.abs(Date.parse(before.windowStart) - (start - 30 * 24 * 3600_000))).toBeLessThan(60_000);
    await client.post('/dev/clock/advance', { minutes: 31 * 24 * 60 });
    const after = await activityOf(client);
    expect(after.last30Days).toEqual({ deposits: 0, withdrawals: 0, bets: 0, wins: 0, net: 0 });
    expect(after.sinceOpened).toEqual(before.sinceOpened);
    expect(Date.parse(after.windowStart)).toBeGreaterThan(start);
  });

  it('never counts another member’s money', async () => {
    const other = await newMember(core.url, 'actOther');
    await core.credit('actOther', '50');
    await other.post('/dev/provider/rounds', { username: 'actOther', nodeId: slot, rounds: 1, bet: 5 });
    const mine = await newMember(core.url, 'actMine');
    expect(await activityOf(mine)).toMatchObject({ sinceOpened: { bets: 0, wins: 0, deposits: 0 } });
  });

  it('a visitor is told to log in; a trial account is refused', async () => {
    const visitor = new Client(core.url);
    for (const path of ['/wps/member/protection/activity', '/wps/member/protection/audit']) {
      const answer = await visitor.get(path);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('NOT_LOGGED_IN');
    }
    const trial = new Client(core.url);
    const login = await trial.post<{ token: string }>('/wps/session/login/freeplay', {});
    trial.token = login.body.value?.token ?? null;
    for (const path of ['/wps/member/protection/activity', '/wps/member/protection/audit']) {
      const answer = await trial.get(path);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('TRIAL_REFUSED');
    }
  });
});

describe('protection history', () => {
  it('lists only the member’s own rows, newest first, in pages, with values as recorded', async () => {
    const client = await newMember(core.url, 'histOwn');
    await newMember(core.url, 'histOther');
    const me = await memberId('histOwn');
    const other = await memberId('histOther');
    const base = Date.parse('2026-11-01T10:00:00.000Z');
    for (let i = 0; i < 23; i++) {
      await recordProtectionEvent(core.server.db, {
        memberId: me,
        tool: 'LIMIT',
        action: 'SET',
        oldValue: i === 0 ? null : { kind: 'DEPOSIT', period: 'DAY', amount: i },
        newValue: { kind: 'DEPOSIT', period: 'DAY', amount: i + 1 },
        source: 'PLAYER',
        at: new Date(base + i * 60_000),
      });
    }
    await recordProtectionEvent(core.server.db, {
      memberId: other,
      tool: 'SELF_EXCLUSION',
      action: 'SET',
      newValue: { period: '6M', until: '2027-05-01T00:00:00.000Z' },
      source: 'PLAYER',
      at: new Date(base + 99 * 60_000),
    });
    const first = await client.get<AuditAnswer>('/wps/member/protection/audit?pageNo=1');
    expect(first.body.value).toMatchObject({ pageNum: 1, totalPages: 2, total: 23 });
    expect(first.body.value?.content).toHaveLength(20);
    expect(first.body.value?.content[0]).toMatchObject({
      tool: 'LIMIT',
      action: 'SET',
      oldValue: { kind: 'DEPOSIT', period: 'DAY', amount: 22 },
      newValue: { kind: 'DEPOSIT', period: 'DAY', amount: 23 },
      source: 'PLAYER',
      at: new Date(base + 22 * 60_000).toISOString(),
    });
    const second = await client.get<AuditAnswer>('/wps/member/protection/audit?pageNo=2');
    expect(second.body.value?.content.map((row) => (row.newValue as { amount: number }).amount)).toEqual([3, 2, 1]);
    expect(second.body.value?.content[2]?.oldValue).toBeNull();
    const all = [...(first.body.value?.content ?? []), ...(second.body.value?.content ?? [])];
    expect(all.some((row) => row.tool === 'SELF_EXCLUSION')).toBe(false);
    expect(new Set(all.map((row) => row.id)).size).toBe(23);
    // A page past the end is empty, not an error.
    const beyond = await client.get<AuditAnswer>('/wps/member/protection/audit?pageNo=9');
    expect(beyond.body.value).toMatchObject({ content: [], pageNum: 9, totalPages: 2 });
  });

  it('a refusal row keeps its code and details', async () => {
    const client = await newMember(core.url, 'histRefusal');
    await recordProtectionEvent(core.server.db, {
      memberId: await memberId('histRefusal'),
      tool: 'LIMIT',
      action: 'REFUSAL',
      newValue: { code: 'DEPOSIT_LIMIT_REACHED', period: 'DAY', limit: 50, resetsAt: '2026-11-25T10:00:00.000Z' },
      source: 'PLAYER',
      at: new Date(),
    });
    const answer = await client.get<AuditAnswer>('/wps/member/protection/audit');
    expect(answer.body.value?.content).toEqual([
      expect.objectContaining({
        action: 'REFUSAL',
        oldValue: null,
        newValue: { code: 'DEPOSIT_LIMIT_REACHED', period: 'DAY', limit: 50, resetsAt: '2026-11-25T10:00:00.000Z' },
      }),
    ]);
  });

  it('DEV_TOOLS: /dev/protection/audit writes a row at the protection clock’s time; junk is refused', async () => {
    const client = await newMember(core.url, 'histDev');
    const clock = await client.get<{ now: string }>('/dev/clock');
    const written = await client.post('/dev/protection/audit', {
      username: 'histDev',
      tool: 'REALITY_CHECK',
      action: 'SET',
      oldValue: null,
      newValue: { intervalMinutes: 10 },
      source: 'PLAYER',
    });
    expect(written.body.success, JSON.stringify(written.body)).toBe(true);
    const answer = await client.get<AuditAnswer>('/wps/member/protection/audit');
    expect(answer.body.value?.content).toHaveLength(1);
    expect(answer.body.value?.content[0]).toMatchObject({ tool: 'REALITY_CHECK', newValue: { intervalMinutes: 10 } });
    expect(Date.parse(answer.body.value?.content[0]?.at as string)).toBeGreaterThanOrEqual(
      Date.parse(clock.body.value?.now as string),
    );
    const nobody = await client.post('/dev/protection/audit', {
      username: 'nobodyHere',
      tool: 'LIMIT',
      action: 'SET',
      source: 'PLAYER',
    });
    expect(nobody.status).toBe(404);
    const junk = await client.post('/dev/protection/audit', {
      username: 'histDev',
      tool: 'HACK',
      action: 'SET',
      source: 'PLAYER',
    });
    expect(junk.status).toBe(400);
  });
});
