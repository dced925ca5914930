/**
 * Deposit, loss and wager limits (issue 16 tool 1) against the real server (PGlite, or PostgreSQL with DATABASE_URL):
 * first and lower limits at once, raises and removals after the cooling-off and the player's confirmation, the lowest
 * limit winning, rolling windows on the protection clock, and every refusal enforced on direct calls: a deposit, a
 * provider bet (signed wallet call and the demo game page) and a lottery order. Each change and refusal is audited.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockWallet, postEntry } from '../../server/ledger/journal';
import { secretFor, sign } from '../../server/security/signing';
import { type Answer, Client, type CoreServer, newMember, startCoreServer } from './core-server';

interface LimitRowAnswer {
  kind: string;
  period: string;
  amount: number | null;
  used: number | null;
  remaining: number | null;
  resetsAt: string | null;
  pending: { amount: number | null; requestedAt: string; dueAt: string; confirmable: boolean } | null;
}
interface LimitsAnswer {
  now: string;
  coolingOffHours: number;
  hasDeposits: boolean;
  outcome?: string;
  limits: LimitRowAnswer[];
  allowance: Record<string, { period: string; limit: number; remaining: number; resetsAt: string } | null>;
}

const PATH = '/wps/member/protection/limits';
let core: CoreServer;
let slot: number;
let counter = 0;

const value = <T>(answer: Answer<T>): T => {
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return answer.body.value as T;
};
const key = () => ({ headers: { 'Idempotency-Key': `k-${randomUUID()}` } });
const row = (state: LimitsAnswer, kind: string, period: string) =>
  state.limits.find((r) => r.kind === kind && r.period === period) as LimitRowAnswer;

async function player(cents = 0) {
  counter += 1;
  const name = `lim${counter}${Date.now() % 100000}`;
  const client = await newMember(core.url, name);
  const { rows } = await core.server.db.query<{ id: number }>('SELECT id FROM members WHERE username_lc = $1', [name]);
  const id = rows[0]?.id ?? 0;
  if (cents > 0) {
    await core.server.db.transaction(async (tx) => {
      await lockWallet(tx, id, 'MAIN');
      await postEntry(tx, { memberId: id, walletCode: 'MAIN', deltaCents: cents, kind: 'ADJUSTMENT' });
    });
  }
  return { client, name, id };
}

const setLimit = (client: Client, kind: string, period: string, amount: number | string | null) =>
  client.post<LimitsAnswer>(PATH, { kind, period, amount });
const deposit = (client: Client, amount: number) =>
  client.post<{ deposit: { id: string } }>('/wps/deposit', { channel: 'EWALLET', amount, promotionId: null }, key());
const advance = (minutes: number) => new Client(core.url).post('/dev/clock/advance', { minutes });

async function signed<T>(path: string, body: object, headers: Record<string, string> = {}) {
  const raw = JSON.stringify(body);
  const signature = sign(await secretFor(core.server.db, 'provider'), raw);
  return new Client(core.url).request<T>('POST', path, {
    rawBody: raw,
    headers: { 'X-Provider-Signature': signature, ...headers },
  });
}

/** A signed bet of the provider, settled (with no win unless told) when it is taken. */
async function providerBet(playerId: number, amount: number, win = 0) {
  const roundId = `R${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const bet = await signed(
    '/wps/provider/bet',
    { roundId, playerId: String(playerId), nodeId: slot, amount, language: 'EN', outcome: {} },
    { 'Idempotency-Key': `bet-${randomUUID()}` },
  );
  if (bet.body.success) value(await signed('/wps/provider/settle', { roundId, playerId: String(playerId), win }));
  return bet;
}

async function audit(memberId: number) {
  const { rows } = await core.server.db.query<{ action: string; old_value: unknown; new_value: unknown }>(
    `SELECT action, old_value, new_value FROM protection_audit WHERE member_id = $1 AND tool = 'LIMIT' ORDER BY id`,
    [memberId],
  );
  return rows;
}

beforeAll(async () => {
  core = await startCoreServer();
  // These tests move the protection clock by days; the inactivity logout has its own suite.
  core.server.ctx.config.get().protection.inactivity.enabled = false;
  const { rows } = await core.server.db.query<{ node_id: number }>(
    `SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1`,
  );
  slot = rows[0]?.node_id ?? 0;
  expect(slot).toBeGreaterThan(0);
});
afterAll(async () => {
  await core?.destroy();
});

describe('setting limits', () => {
  it('lists every kind and period, none set, with the cooling-off', async () => {
    const { client } = await player();
    const state = value(await client.get<LimitsAnswer>(PATH));
    expect(state.limits).toHaveLength(9);
    expect(state.limits.every((r) => r.amount === null && r.pending === null)).toBe(true);
    expect(state.allowance).toEqual({ DEPOSIT: null, LOSS: null, WAGER: null });
    expect(state.coolingOffHours).toBe(24);
    expect(state.hasDeposits).toBe(false);
  });

  it('applies a first and a lower limit at once; a raise waits 24 hours, then applies once confirmed', async () => {
    const { client, id } = await player();
    const first = value(await setLimit(client, 'DEPOSIT', 'DAY', '50.00'));
    expect(first.outcome).toBe('SET');
    expect(row(first, 'DEPOSIT', 'DAY')).toMatchObject({ amount: 50, pending: null, used: 0, remaining: 50 });

    const raised = value(await setLimit(client, 'DEPOSIT', 'DAY', 100));
    expect(raised.outcome).toBe('REQUEST');
    const pending = row(raised, 'DEPOSIT', 'DAY');
    expect(pending.amount).toBe(50);
    expect(pending.pending).toMatchObject({ amount: 100, confirmable: false });
    expect(Date.parse(pending.pending?.dueAt ?? '') - Date.parse(pending.pending?.requestedAt ?? '')).toBe(
      24 * 3600_000,
    );

    const early = await client.post(`${PATH}/confirm`, { kind: 'DEPOSIT', period: 'DAY' });
    expect([early.status, early.body.code]).toEqual([409, 'LIMIT_COOLING_OFF']);
    expect(early.body.value).toMatchObject({ dueAt: pending.pending?.dueAt });

    await advance(24 * 60 - 1);
    const stillEarly = await client.post(`${PATH}/confirm`, { kind: 'DEPOSIT', period: 'DAY' });
    expect(stillEarly.body.code).toBe('LIMIT_COOLING_OFF');
    await advance(1);
    expect(row(value(await client.get<LimitsAnswer>(PATH)), 'DEPOSIT', 'DAY').pending?.confirmable).toBe(true);
    const confirmed = value(await client.post<LimitsAnswer>(`${PATH}/confirm`, { kind: 'DEPOSIT', period: 'DAY' }));
    expect(row(confirmed, 'DEPOSIT', 'DAY')).toMatchObject({ amount: 100, pending: null });

    const lowered = value(await setLimit(client, 'DEPOSIT', 'DAY', 30));
    expect(lowered.outcome).toBe('SET');
    expect(row(lowered, 'DEPOSIT', 'DAY').amount).toBe(30);

    expect(await audit(id)).toEqual([
      {
        action: 'SET',
        old_value: { kind: 'DEPOSIT', period: 'DAY', amount: null },
        new_value: { kind: 'DEPOSIT', period: 'DAY', amount: 50 },
      },
      {
        action: 'REQUEST',
        old_value: { kind: 'DEPOSIT', period: 'DAY', amount: 50 },
        new_value: { kind: 'DEPOSIT', period: 'DAY', amount: 100 },
      },
      {
        action: 'CONFIRM',
        old_value: { kind: 'DEPOSIT', period: 'DAY', amount: 50 },
        new_value: { kind: 'DEPOSIT', period: 'DAY', amount: 100 },
      },
      {
        action: 'SET',
        old_value: { kind: 'DEPOSIT', period: 'DAY', amount: 100 },
        new_value: { kind: 'DEPOSIT', period: 'DAY', amount: 30 },
      },
    ]);
  });

  it('a removal waits too and can be cancelled; a lower limit drops a pending raise', async () => {
    const { client, id } = await player();
    value(await setLimit(client, 'WAGER', 'WEEK', 200));
    const removal = value(await setLimit(client, 'WAGER', 'WEEK', null));
    expect(row(removal, 'WAGER', 'WEEK')).toMatchObject({ amount: 200, pending: { amount: null } });
    const cancelled = value(await client.post<LimitsAnswer>(`${PATH}/cancel`, { kind: 'WAGER', period: 'WEEK' }));
    expect(row(cancelled, 'WAGER', 'WEEK')).toMatchObject({ amount: 200, pending: null });
    const again = await client.post(`${PATH}/cancel`, { kind: 'WAGER', period: 'WEEK' });
    expect([again.status, again.body.code]).toEqual([409, 'NO_PENDING_LIMIT']);

    value(await setLimit(client, 'WAGER', 'WEEK', 500));
    const lowered = value(await setLimit(client, 'WAGER', 'WEEK', 150));
    expect(row(lowered, 'WAGER', 'WEEK')).toMatchObject({ amount: 150, pending: null });
    const same = value(await setLimit(client, 'WAGER', 'WEEK', 150));
    expect(same.outcome).toBe('SAME');

    value(await setLimit(client, 'WAGER', 'WEEK', ''));
    await advance(24 * 60);
    const removed = value(await client.post<LimitsAnswer>(`${PATH}/confirm`, { kind: 'WAGER', period: 'WEEK' }));
    expect(row(removed, 'WAGER', 'WEEK')).toMatchObject({ amount: null, pending: null, remaining: null });
    expect((await audit(id)).map((r) => r.action)).toEqual([
      'SET',
      'REQUEST',
      'CANCEL',
      'REQUEST',
      'SET',
      'REQUEST',
      'CONFIRM',
    ]);
    const nothing = await setLimit(client, 'WAGER', 'WEEK', null);
    expect([nothing.status, nothing.body.code]).toEqual([409, 'LIMIT_NOT_SET']);
  });
});

describe('enforcement on direct calls', () => {
  it('a daily deposit limit of 500 refuses 600, allows 400, then refuses 200; the window rolls on the clock', async () => {
    const { client, id } = await player();
    value(await setLimit(client, 'DEPOSIT', 'DAY', 500));
    const refused = await deposit(client, 600);
    expect([refused.status, refused.body.code]).toEqual([403, 'DEPOSIT_LIMIT_REACHED']);
    expect(refused.body.value).toMatchObject({ kind: 'DEPOSIT', period: 'DAY', limit: 500, remaining: 500 });
    expect(refused.body.message).toMatch(/24-hour deposit limit of 500\.00 \(500\.00 left\); it resets at/);
    value(await deposit(client, 400));
    const state = value(await client.get<LimitsAnswer>(PATH));
    expect(state.allowance.DEPOSIT).toMatchObject({ period: 'DAY', limit: 500, remaining: 100 });
    expect(state.hasDeposits).toBe(true);
    const over = await deposit(client, 200);
    expect(over.body.code).toBe('DEPOSIT_LIMIT_REACHED');
    expect(over.body.value).toMatchObject({ remaining: 100, resetsAt: state.allowance.DEPOSIT?.resetsAt });
    const { rows } = await core.server.db.query('SELECT id FROM deposits WHERE member_id = $1', [id]);
    expect(rows).toHaveLength(1);
    expect((await audit(id)).filter((r) => r.action === 'REFUSAL')).toHaveLength(2);

    await advance(24 * 60 + 1);
    value(await deposit(client, 500));
  });

  it('a rejected deposit frees its amount again', async () => {
    const { client } = await player();
    value(await setLimit(client, 'DEPOSIT', 'DAY', 1000));
    const made = value(await deposit(client, 800));
    expect((await deposit(client, 300)).body.code).toBe('DEPOSIT_LIMIT_REACHED');
    await core.server.db.query(`UPDATE deposits SET status = 'REJECTED' WHERE id = $1`, [made.deposit.id]);
    value(await deposit(client, 300));
  });

  it('the lowest applicable limit wins: a weekly 300 binds under a daily 1000', async () => {
    const { client } = await player();
    value(await setLimit(client, 'DEPOSIT', 'DAY', 1000));
    const state = value(await setLimit(client, 'DEPOSIT', 'WEEK', 300));
    expect(state.allowance.DEPOSIT).toMatchObject({ period: 'WEEK', limit: 300, remaining: 300 });
    const refused = await deposit(client, 500);
    expect(refused.body.value).toMatchObject({ period: 'WEEK', limit: 300, remaining: 300 });
    value(await deposit(client, 300));
  });

  it('a wager limit refuses the provider bet that would pass it, and the demo game page says why', async () => {
    const { client, id } = await player(100_000);
    value(await setLimit(client, 'WAGER', 'DAY', 25));
    value(await providerBet(id, 20));
    const refused = await providerBet(id, 10);
    expect([refused.status, refused.body.code]).toEqual([403, 'WAGER_LIMIT_REACHED']);
    expect(refused.body.value).toMatchObject({ period: 'DAY', limit: 25, remaining: 5 });
    const { rows } = await core.server.db.query('SELECT id FROM game_rounds WHERE member_id = $1', [id]);
    expect(rows).toHaveLength(1);

    const launch = value(await client.get<{ url: string }>(`/wps/game/launchGame?nodeId=${slot}&language=EN`));
    const ticket = new URL(launch.url, core.url).searchParams.get('ticket') ?? '';
    const page = await client.post('/demo-provider/play', { ticket, bet: 10 }, key());
    expect([page.status, page.body.code]).toEqual([403, 'WAGER_LIMIT_REACHED']);
    expect(page.body.message).toContain('24-hour wager limit of 25.00');
  });

  it('a loss limit counts bets minus wins and refuses a bet whose full loss would pass it', async () => {
    const { client, id } = await player(100_000);
    value(await setLimit(client, 'LOSS', 'DAY', 30));
    value(await providerBet(id, 20)); // lost 20
    value(await providerBet(id, 10, 15)); // 20 + 10 may be lost (not past 30); the win brings the loss to 15
    value(await providerBet(id, 15)); // 15 + 15 = 30: up to the limit, not past it
    const refused = await providerBet(id, 1);
    expect([refused.status, refused.body.code]).toEqual([403, 'LOSS_LIMIT_REACHED']);
    expect(refused.body.value).toMatchObject({ period: 'DAY', limit: 30, remaining: 0 });
    const state = value(await client.get<LimitsAnswer>(PATH));
    expect(row(state, 'LOSS', 'DAY').used).toBeCloseTo(30, 2);
  });

  it('a lottery order is a bet: the wager limit refuses it', async () => {
    const { client, id } = await player(10_000);
    value(await setLimit(client, 'WAGER', 'MONTH', 12));
    const launch = value(
      await client.get<{ url: string }>('/wps/game/launchLottery?vendor=TCG_LOTTO_VN&gameCode=VN_NORTH&language=EN'),
    );
    const ticket = new URL(launch.url, core.url).searchParams.get('ticket') ?? '';
    const order = (amount: number) =>
      client.post(
        '/demo-game/lottery/orders',
        { gameCode: 'VN_NORTH', subOrders: [{ betType: '1D', number: '7', amount }] },
        { headers: { 'X-Launch-Ticket': ticket, 'Idempotency-Key': `lo-${randomUUID()}` }, token: null },
      );
    value(await order(10));
    const refused = await order(5);
    expect([refused.status, refused.body.code]).toEqual([403, 'WAGER_LIMIT_REACHED']);
    expect(refused.body.value).toMatchObject({ period: 'MONTH', limit: 12, remaining: 2 });
    const { rows } = await core.server.db.query('SELECT order_no FROM lottery_orders WHERE member_id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  it('with the tool off, calls answer LIMITS_DISABLED and nothing is enforced', async () => {
    const { client } = await player();
    value(await setLimit(client, 'DEPOSIT', 'DAY', 60));
    const limits = core.server.ctx.config.get().protection.limits;
    limits.enabled = false;
    try {
      const off = await client.get(PATH);
      expect([off.status, off.body.code]).toEqual([403, 'LIMITS_DISABLED']);
      value(await deposit(client, 100));
    } finally {
      limits.enabled = true;
    }
    expect((await deposit(client, 100)).body.code).toBe('DEPOSIT_LIMIT_REACHED');
  });
});
