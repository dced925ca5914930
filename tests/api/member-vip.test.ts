/**
 * VIP benefits and the leaderboard (issue 15 items 2 and 4) against the real server (PGlite, or PostgreSQL with
 * DATABASE_URL): levels from the config, progress from settled rounds and approved deposits, the upgrade bonus paid
 * once through the journal even under parallel reads, member info's level, the demo member's granted level, the VIP
 * flag, and the leaderboard's periods, masking, own position and the unchanged winner board.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockWallet, postEntry } from '../../server/ledger/journal';
import { periodBounds } from '../../src/domain/member/leaderboard';
import { type Answer, Client, type CoreServer, newMember, startCoreServer } from './core-server';

interface VipAnswer {
  levels: { level: number; name: string; threshold: number; upgradeBonus: number; rebatePercent: number }[];
  current: { level: number; name: string };
  next: { level: number; name: string; threshold: number } | null;
  progress: { turnover: number; deposits: number; total: number; toNext: number; percent: number };
  credited: { level: number; name: string; bonus: number }[];
  upgrades: { level: number; name: string; bonus: number; createdAt: string }[];
}
interface Board {
  period: string;
  from: string;
  to: string;
  currencySymbol: string;
  rows: { rank: number; customerName: string; winAmount: string; rounds: number }[];
  own: { rank: number | null; customerName: string; winAmount: string; rounds: number } | null;
}

let core: CoreServer;
let slotGame: number;

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

/** A settled round written directly (the provider's path is covered by tests/api/provider.test.ts). */
async function settledRound(username: string, bet: number, win: number, settledAt = new Date(), trial = false) {
  await core.server.db.query(
    `INSERT INTO game_rounds (id, member_id, node_id, bet, win, status, outcome, trial, created_at, settled_at)
     VALUES ($1, $2, $3, $4, $5, 'SETTLED', '{}'::jsonb, $6, $7, $7)`,
    [`T${randomUUID()}`, await memberIdOf(username), slotGame, bet, win, trial, settledAt],
  );
}

async function balanceOf(username: string): Promise<number> {
  const { rows } = await core.server.db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM wallets w JOIN members m ON m.id = w.member_id
      WHERE m.username_lc = $1 AND w.wallet_code = 'MAIN'`,
    [username.toLowerCase()],
  );
  return Number(rows[0]?.balance ?? 0);
}

async function vipBonusRows(username: string) {
  const { rows } = await core.server.db.query<{ amount: string; ref_kind: string; ref_id: string }>(
    `SELECT amount::text AS amount, ref_kind, ref_id FROM transactions
      WHERE member_id = $1 AND kind = 'VIP_BONUS' ORDER BY id`,
    [await memberIdOf(username)],
  );
  return rows;
}

const name = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 8)}`;

beforeAll(async () => {
  core = await startCoreServer();
  const { rows } = await core.server.db.query<{ node_id: number }>(
    `SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1`,
  );
  slotGame = rows[0]?.node_id ?? 0;
  expect(slotGame).toBeGreaterThan(0);
});
afterAll(async () => {
  await core?.destroy();
});

describe('VIP levels and progress', () => {
  it('answers the configured levels and a fresh member at the lowest level with no progress', async () => {
    const member = await newMember(core.url, name('vipa'));
    const vip = value(await member.get<VipAnswer>('/wps/member/vip'));
    expect(vip.levels.map((l) => [l.name, l.threshold, l.upgradeBonus])).toEqual([
      ['VIP0', 0, 0],
      ['VIP1', 1000, 18],
      ['VIP2', 10000, 58],
      ['VIP3', 50000, 188],
      ['VIP4', 200000, 588],
      ['VIP5', 1000000, 1888],
    ]);
    expect(vip.current).toEqual({ level: 0, name: 'VIP0' });
    expect(vip.next).toEqual({ level: 1, name: 'VIP1', threshold: 1000 });
    expect(vip.progress).toEqual({ turnover: 0, deposits: 0, total: 0, toNext: 1000, percent: 0 });
    expect(vip.credited).toEqual([]);
    const info = value(await member.get<{ vip: unknown; clubLabel: unknown }>('/wps/member/info'));
    expect(info.vip).toEqual({ level: 0, name: 'VIP0' });
    expect(info.clubLabel).toEqual({ labelName: 'VIP0' });
  });

  it('counts settled bets and approved deposits; open rounds, trial rounds and pending deposits do not count', async () => {
    const username = name('vipb');
    const member = await newMember(core.url, username);
    const id = await memberIdOf(username);
    await settledRound(username, 300, 0);
    await settledRound(username, 99.5, 500);
    await settledRound(username, 1000, 0, new Date(), true);
    await core.server.db.query(
      `INSERT INTO game_rounds (id, member_id, node_id, bet, win, status, outcome, trial)
       VALUES ($1, $2, $3, 2000, 0, 'OPEN', '{}'::jsonb, false)`,
      [`T${randomUUID()}`, id, slotGame],
    );
    for (const [status, amount] of [
      ['APPROVED', 200],
      ['PENDING', 5000],
    ] as const) {
      const depositId = `D${randomUUID().slice(0, 8)}`;
      await core.server.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO deposits (id, member_id, channel, channel_name, kind, amount, status, reference_code, expires_at)
           VALUES ($1, $2, 'EWALLET', 'E-wallet', 'gateway', $3, $4, 'TEST', now() + interval '1 hour')`,
          [depositId, id, amount, status],
        );
        if (status !== 'APPROVED') return;
        // An approved deposit has its journal row, as the ledger check demands.
        await lockWallet(tx, id, 'MAIN');
        await postEntry(tx, {
          memberId: id,
          walletCode: 'MAIN',
          deltaCents: amount * 100,
          kind: 'DEPOSIT',
          ref: { kind: 'DEPOSIT', id: depositId },
        });
      });
    }
    const vip = value(await member.get<VipAnswer>('/wps/member/vip'));
    expect(vip.progress).toEqual({ turnover: 399.5, deposits: 200, total: 599.5, toNext: 400.5, percent: 59 });
    expect(vip.current.name).toBe('VIP0');
  });

  it('real rounds of the demo provider raise the turnover', async () => {
    const username = name('vipc');
    const member = await newMember(core.url, username);
    await core.credit(username, '100.00');
    value(await new Client(core.url).post('/dev/provider/rounds', { username, nodeId: slotGame, rounds: 3, bet: 5 }));
    const vip = value(await member.get<VipAnswer>('/wps/member/vip'));
    expect(vip.progress.turnover).toBe(15);
  });
});

describe('level-up and the upgrade bonus', () => {
  it('reaching a level pays its bonus once through the journal, also when two levels are passed at once', async () => {
    const username = name('vipd');
    const member = await newMember(core.url, username);
    const before = await balanceOf(username);
    await settledRound(username, 12000, 0);
    const vip = value(await member.get<VipAnswer>('/wps/member/vip'));
    expect(vip.current).toEqual({ level: 2, name: 'VIP2' });
    expect(vip.credited).toEqual([
      { level: 1, name: 'VIP1', bonus: 18 },
      { level: 2, name: 'VIP2', bonus: 58 },
    ]);
    expect(vip.progress.percent).toBe(5);
    expect(await balanceOf(username)).toBeCloseTo(before + 76, 2);
    const again = value(await member.get<VipAnswer>('/wps/member/vip'));
    expect(again.credited).toEqual([]);
    expect(again.upgrades.map((u) => [u.name, u.bonus])).toEqual([
      ['VIP1', 18],
      ['VIP2', 58],
    ]);
    const id = await memberIdOf(username);
    expect(await vipBonusRows(username)).toEqual([
      { amount: '18.00', ref_kind: 'VIP_LEVEL', ref_id: `${id}:1` },
      { amount: '58.00', ref_kind: 'VIP_LEVEL', ref_id: `${id}:2` },
    ]);
    expect(await balanceOf(username)).toBeCloseTo(before + 76, 2);
  });

  it('parallel reads of VIP info and member info pay the bonus exactly once', async () => {
    const username = name('vipe');
    const member = await newMember(core.url, username);
    const before = await balanceOf(username);
    await settledRound(username, 1000, 0);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => member.get(i % 2 ? '/wps/member/vip' : '/wps/member/info')),
    );
    for (const answer of answers) expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    expect(await vipBonusRows(username)).toHaveLength(1);
    expect(await balanceOf(username)).toBeCloseTo(before + 18, 2);
    const info = value(await member.get<{ vip: unknown; clubLabel: unknown }>('/wps/member/info'));
    expect(info.vip).toEqual({ level: 1, name: 'VIP1' });
    expect(info.clubLabel).toEqual({ labelName: 'VIP1' });
  });

  it('the demo member keeps its granted VIP1 without a bonus, and its balance does not move', async () => {
    const demo = new Client(core.url);
    value(await demo.login('demo', 'Demo1234'));
    const before = await balanceOf('demo');
    const vip = value(await demo.get<VipAnswer>('/wps/member/vip'));
    expect(vip.current).toEqual({ level: 1, name: 'VIP1' });
    expect(vip.credited).toEqual([]);
    const info = value(await demo.get<{ clubLabel: unknown }>('/wps/member/info'));
    expect(info.clubLabel).toEqual({ labelName: 'VIP1' });
    expect(await balanceOf('demo')).toBe(before);
  });

  it('with the VIP flag off the call is refused and member info pays nothing (the level still shows)', async () => {
    const username = name('vipf');
    const member = await newMember(core.url, username);
    await settledRound(username, 1000, 0);
    const flags = core.server.ctx.config.get().flags;
    flags.VIP = false;
    try {
      const refused = await member.get('/wps/member/vip');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('VIP_DISABLED');
      const info = value(await member.get<{ vip: unknown }>('/wps/member/info'));
      expect(info.vip).toEqual({ level: 1, name: 'VIP1' });
      expect(await vipBonusRows(username)).toHaveLength(0);
    } finally {
      flags.VIP = true;
    }
    value(await member.get('/wps/member/vip'));
    expect(await vipBonusRows(username)).toHaveLength(1);
  });

  it('a visitor is refused; a trial member sees the levels and earns nothing', async () => {
    const visitor = await new Client(core.url).get('/wps/member/vip');
    expect(visitor.status).toBe(401);
    const trial = new Client(core.url);
    trial.token = value(await trial.post<{ token: string }>('/wps/session/login/freeplay', {})).token;
    const vip = value(await trial.get<VipAnswer>('/wps/member/vip'));
    expect(vip.current.level).toBe(0);
    expect(vip.progress.total).toBe(0);
  });
});

describe('the leaderboard (GCSGAME_getRankList with a period)', () => {
  const board = (client: Client, period: string, limit = 20) =>
    client.get<Board>(`/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=${limit}&period=${period}`);

  it('ranks members by their wins today and this week, masked, with the caller’s own position', async () => {
    const big = name('lbbig');
    const small = name('lbsml');
    const earlier = name('lbold');
    const me = await newMember(core.url, big);
    await newMember(core.url, small);
    await newMember(core.url, earlier);
    await settledRound(big, 10, 900000);
    await settledRound(big, 10, 90000);
    await settledRound(small, 10, 800000);
    const week = periodBounds('week', Date.now(), 480);
    const today = periodBounds('today', Date.now(), 480);
    // Earlier this week but not today (when today is not the week's first day), else last week: never today.
    const before = new Date(Math.max(Date.parse(week.from), Date.parse(today.from) - 3_600_000));
    await settledRound(earlier, 10, 950000, before);

    const todayBoard = value(await board(me, 'today'));
    expect(todayBoard.period).toBe('today');
    expect(todayBoard.from).toBe(today.from);
    expect(todayBoard.rows.slice(0, 2)).toEqual([
      { rank: 1, customerName: `${big.slice(0, 2)}***${big.slice(-1)}`, winAmount: '990000.00', rounds: 2 },
      { rank: 2, customerName: `${small.slice(0, 2)}***${small.slice(-1)}`, winAmount: '800000.00', rounds: 1 },
    ]);
    expect(todayBoard.rows.some((r) => r.winAmount === '950000.00')).toBe(false);
    expect(todayBoard.own).toEqual(todayBoard.rows[0]);

    const weekBoard = value(await board(me, 'week'));
    const inWeek = Date.parse(week.from) < Date.parse(today.from);
    expect(weekBoard.rows.some((r) => r.winAmount === '950000.00')).toBe(inWeek);
    expect(weekBoard.own?.winAmount).toBe('990000.00');
  });

  it('a visitor sees the board without an own position; a member who won nothing has no rank', async () => {
    const visitor = value(await board(new Client(core.url), 'today'));
    expect(visitor.rows.length).toBeGreaterThan(0);
    expect(visitor.own).toBeNull();
    const quiet = name('lbnil');
    const member = await newMember(core.url, quiet);
    const mine = value(await board(member, 'week'));
    expect(mine.own).toEqual({
      rank: null,
      customerName: `${quiet.slice(0, 2)}***${quiet.slice(-1)}`,
      winAmount: '0.00',
      rounds: 0,
    });
  });

  it('the own position is answered below the shown rows; trial rounds never rank', async () => {
    const low = name('lblow');
    const member = await newMember(core.url, low);
    await settledRound(low, 1, 0.01);
    await settledRound(low, 1, 5_000_000, new Date(), true);
    const top1 = value(await board(member, 'today', 1));
    expect(top1.rows).toHaveLength(1);
    expect(top1.own?.winAmount).toBe('0.01');
    expect(top1.own?.rank).toBeGreaterThan(1);
  });

  it('without a period the winner board answers as before; a wrong period is refused', async () => {
    const winners = value(
      await new Client(core.url).get<{ vo: { customerName: string } }[]>(
        '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=5',
      ),
    );
    expect(winners).toHaveLength(5);
    expect(winners[0]?.vo.customerName).toMatch(/\*/);
    const wrong = await board(new Client(core.url), 'month');
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_INPUT');
    const sql = await board(new Client(core.url), "today'--");
    expect(sql.status).toBe(400);
  });
});
