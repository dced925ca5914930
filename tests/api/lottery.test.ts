/**
 * Lottery orders move money (issue 14): placing from the demo lottery page debits MAIN once per idempotency key and
 * never overdraws, a pending sub-order is refunded once and only while its draw is open, a draw credits winners from
 * its seeded result, and every wallet's journal sums to its balance.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { centsOf, lockWallet, postEntry } from '../../server/ledger/journal';
import { type BetType, DRAW_INTERVAL_MS, drawFor, drawResult } from '../../src/domain/wallet/lotteryDraw';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterEach(async () => {
  await expectJournalsBalance();
});
afterAll(async () => {
  await core?.destroy();
});

interface SubOrder {
  subOrderNo: string;
  betType: string;
  number: string;
  amount: string;
  winAmount: string;
  status: string;
}
interface Order {
  orderNo: string;
  gameCode: string;
  betAmount: string;
  winAmount: string;
  status: string;
  drawNo: number;
  drawAt: string;
  drawResult: string;
  subOrderCount: number;
  subOrders: SubOrder[];
}
interface Placed {
  order: Order;
  balance: number;
  currencySymbol: string;
}

const GAME = 'TCG_LOTTO_VN/VN_NORTH';
let counter = 0;

/** Every wallet's journal sums to its balance (the ledger's invariant). */
async function expectJournalsBalance() {
  const { rows } = await core.server.db.query<{ member_id: number; wallet_code: string; balance: string; sum: string }>(
    `SELECT w.member_id, w.wallet_code, w.balance,
            coalesce((SELECT sum(t.amount) FROM transactions t
                       WHERE t.member_id = w.member_id AND t.wallet_code = w.wallet_code), 0) AS sum
       FROM wallets w`,
  );
  for (const row of rows)
    expect({ ...row, sum: centsOf(String(row.sum)) }).toEqual({ ...row, sum: centsOf(row.balance) });
}

/** A fresh member credited `amount` through the journal, with a lottery ticket for VN_NORTH. */
async function player(amount: number): Promise<{ client: Client; name: string; ticket: string; memberId: number }> {
  counter += 1;
  const name = `lotto${counter}${Date.now() % 100000}`;
  const client = await newMember(core.url, name);
  const { rows } = await core.server.db.query<{ id: number }>('SELECT id FROM members WHERE username_lc = $1', [name]);
  const memberId = rows[0]?.id ?? 0;
  if (amount > 0) {
    await core.server.db.transaction(async (tx) => {
      await lockWallet(tx, memberId, 'MAIN');
      await postEntry(tx, { memberId, walletCode: 'MAIN', deltaCents: amount * 100, kind: 'ADJUSTMENT' });
    });
  }
  const launch = await client.get<{ url: string }>(
    '/wps/game/launchLottery?vendor=TCG_LOTTO_VN&gameCode=VN_NORTH&language=EN',
  );
  expect(launch.body.success).toBe(true);
  const ticket = new URL(launch.body.value?.url ?? '', core.url).searchParams.get('ticket') ?? '';
  expect(ticket).not.toBe('');
  return { client, name, ticket, memberId };
}

const bet = (betType: BetType, number: string, amount: number) => ({ betType, number, amount });

function place(
  who: { client: Client; ticket: string },
  subOrders: ReturnType<typeof bet>[],
  key = `key-${Math.random().toString(36).slice(2, 12)}`,
) {
  return who.client.post<Placed>(
    '/demo-game/lottery/orders',
    { gameCode: 'VN_NORTH', subOrders },
    { headers: { 'X-Launch-Ticket': who.ticket, 'Idempotency-Key': key }, token: null },
  );
}

async function balanceOf(memberId: number): Promise<number> {
  const { rows } = await core.server.db.query<{ balance: string }>(
    `SELECT balance FROM wallets WHERE member_id = $1 AND wallet_code = 'MAIN'`,
    [memberId],
  );
  return centsOf(rows[0]?.balance ?? '0');
}

async function journal(memberId: number, kind: string) {
  const { rows } = await core.server.db.query<{ amount: string; ref_kind: string; ref_id: string }>(
    'SELECT amount, ref_kind, ref_id FROM transactions WHERE member_id = $1 AND kind = $2 ORDER BY id',
    [memberId, kind],
  );
  return rows.map((r) => ({ cents: centsOf(r.amount), ref: `${r.ref_kind}:${r.ref_id}` }));
}

describe('the demo lottery page', () => {
  it('serves a form with its script only to a player with a valid ticket', async () => {
    const p = await player(10);
    const page = await fetch(`${core.url}/demo-game/lottery/TCG_LOTTO_VN/VN_NORTH?ticket=${p.ticket}`);
    const html = await page.text();
    expect(html).toContain('<label for="bet-number">Number</label>');
    expect(html).toContain('<script src="/demo-game/lottery-page.js" defer></script>');
    expect(html).toContain('10.00');
    const script = await fetch(`${core.url}/demo-game/lottery-page.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    const without = await (await fetch(`${core.url}/demo-game/lottery/TCG_LOTTO_VN/VN_NORTH`)).text();
    expect(without).not.toContain('<script');
    const tampered = await (
      await fetch(`${core.url}/demo-game/lottery/TCG_LOTTO_VN/VN_NORTH?ticket=${p.ticket.slice(0, -2)}xx`)
    ).text();
    expect(tampered).not.toContain('bet-form');
  });

  it('speaks the language the launch carried, English for one it does not know', async () => {
    const p = await player(0);
    const pageIn = async (language: string) => {
      const launch = await p.client.get<{ url: string }>(
        `/wps/game/launchLottery?vendor=TCG_LOTTO_VN&gameCode=VN_NORTH&language=${language}`,
      );
      return (await fetch(`${core.url}${launch.body.value?.url}`)).text();
    };
    const chinese = await pageIn('CN');
    expect(chinese).toContain('<html lang="zh-CN">');
    expect(chinese).toContain('<label for="bet-number">号码</label>');
    expect(chinese).toContain('"number3":"请输入 3 位数字，000 至 999。"');
    const unknown = await pageIn('XX');
    expect(unknown).toContain('<html lang="en">');
    expect(unknown).toContain('<label for="bet-number">Number</label>');
  });

  it('refuses an order without a valid ticket or key, and bad bets next to their field', async () => {
    const p = await player(100);
    const noTicket = await place({ ...p, ticket: 'nope' }, [bet('3D', '123', 5)]);
    expect([noTicket.status, noTicket.body.code]).toEqual([401, 'TICKET_INVALID']);
    const noKey = await p.client.post(
      '/demo-game/lottery/orders',
      { gameCode: 'VN_NORTH', subOrders: [] },
      {
        headers: { 'X-Launch-Ticket': p.ticket },
      },
    );
    expect(noKey.body.code).toBe('INVALID_INPUT');
    const badNumber = await place(p, [bet('3D', '12', 5)]);
    expect(badNumber.body.code).toBe('INVALID_INPUT');
    const badAmount = await place(p, [bet('1D', '7', 0.001)]);
    expect(badAmount.body.code).toBe('INVALID_INPUT');
    const otherGame = await p.client.post(
      '/demo-game/lottery/orders',
      { gameCode: 'VN_SOUTH', subOrders: [bet('1D', '1', 1)] },
      { headers: { 'X-Launch-Ticket': p.ticket, 'Idempotency-Key': 'other-game-1' } },
    );
    expect(otherGame.body.code).toBe('TICKET_INVALID');
    expect(await balanceOf(p.memberId)).toBe(10_000);
  });

  it('places an order: debits MAIN once even when the same key is sent again, in parallel too', async () => {
    const p = await player(100);
    const subs = [bet('3D', '123', 10), bet('1D', '4', 2.5)];
    const answers = await Promise.all([place(p, subs, 'same-key-1'), place(p, subs, 'same-key-1')]);
    const again = await place(p, subs, 'same-key-1');
    const placed = answers.filter((a) => a.body.success);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const a of [...placed, again]) expect(a.body.value?.order.orderNo).toBe(placed[0]?.body.value?.order.orderNo);
    const order = again.body.value?.order;
    expect(order?.betAmount).toBe('12.50');
    expect(order?.status).toBe('PENDING');
    expect(order?.subOrders.map((s) => [s.betType, s.number, s.amount, s.status])).toEqual([
      ['3D', '123', '10.00', 'PENDING'],
      ['1D', '4', '2.50', 'PENDING'],
    ]);
    expect(again.body.value?.balance).toBe(87.5);
    expect(Date.parse(order?.drawAt ?? '')).toBe((order?.drawNo ?? 0) * DRAW_INTERVAL_MS);
    expect(Date.parse(order?.drawAt ?? '') - Date.now()).toBeGreaterThan(50_000);
    expect(await balanceOf(p.memberId)).toBe(8750);
    expect(await journal(p.memberId, 'LOTTERY_BET')).toEqual([
      { cents: -1250, ref: `LOTTERY_ORDER:${order?.orderNo}` },
    ]);
    const listed = await p.client.get<{ content: Order[]; total: number }>('/lgw/orders');
    expect(listed.body.value?.total).toBe(1);
    expect(listed.body.value?.content[0]).toMatchObject({ orderNo: order?.orderNo, drawNo: order?.drawNo });
  });

  it('never overdraws with parallel orders', async () => {
    const p = await player(50);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => place(p, [bet('3D', '111', 10)], `par-${i}-key`)),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(5);
    const refused = answers.filter((a) => !a.body.success);
    expect(refused.every((a) => a.body.code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balanceOf(p.memberId)).toBe(0);
  });

  it('refuses a trial member', async () => {
    const trial = new Client(core.url);
    const answer = await trial.post<{ token: string }>('/wps/session/login/freeplay', {});
    expect(answer.body.success).toBe(true);
    trial.token = answer.body.value?.token ?? null;
    const launch = await trial.get<{ url: string }>('/wps/game/launchLottery?vendor=TCG_LOTTO_VN&gameCode=VN_NORTH');
    const ticket = new URL(launch.body.value?.url ?? '/', core.url).searchParams.get('ticket') ?? '';
    const refused = await place({ client: trial, ticket }, [bet('1D', '1', 1)]);
    expect(refused.body.code).toBe('TRIAL_REFUSED');
  });
});

describe('cancelling and settling', () => {
  it('refunds a cancelled pending sub-order once, and only while its draw is open', async () => {
    const p = await player(100);
    const placed = await place(p, [bet('3D', '001', 10), bet('3D', '002', 20), bet('1D', '3', 5)]);
    const order = placed.body.value?.order;
    if (!order) throw new Error(JSON.stringify(placed.body));
    const first = order.subOrders[0]?.subOrderNo ?? '';
    const cancels = await Promise.all(
      [1, 2, 3].map(() =>
        p.client.post('/lgw/orders/suborders/cancel', { orderNo: order.orderNo, subOrderNos: [first] }),
      ),
    );
    expect(cancels.filter((c) => c.body.success)).toHaveLength(1);
    expect(cancels.filter((c) => c.body.code === 'NOTHING_TO_CANCEL')).toHaveLength(2);
    expect(await balanceOf(p.memberId)).toBe(100_00 - 35_00 + 10_00);
    expect(await journal(p.memberId, 'LOTTERY_REFUND')).toEqual([
      { cents: 1000, ref: `LOTTERY_ORDER:${order.orderNo}` },
    ]);
    const detail = await p.client.get<Order>(`/lgw/orders/detail?orderNo=${order.orderNo}`);
    expect(detail.body.value?.betAmount).toBe('25.00');
    expect(detail.body.value?.subOrders.map((s) => s.status)).toEqual(['CANCELLED', 'PENDING', 'PENDING']);

    // The draw is drawn: nothing of it can be cancelled any more, and nothing is refunded.
    const drawn = await p.client.post<{ settled: number }>('/dev/lottery/draw', { username: p.name });
    expect(drawn.body.value?.settled).toBe(1);
    const late = await p.client.post('/lgw/orders/suborders/cancel', { orderNo: order.orderNo });
    expect([late.status, late.body.code]).toEqual([409, 'DRAW_CLOSED']);
    expect(await journal(p.memberId, 'LOTTERY_REFUND')).toHaveLength(1);
  });

  it('cancelling every sub-order cancels the order', async () => {
    const p = await player(20);
    const order = (await place(p, [bet('1D', '1', 5), bet('1D', '2', 5)])).body.value?.order;
    const all = await p.client.post<{ cancelled: number; order: Order }>('/lgw/orders/suborders/cancel', {
      orderNo: order?.orderNo,
    });
    expect(all.body.value?.cancelled).toBe(2);
    expect(all.body.value?.order.status).toBe('CANCELLED');
    expect(await balanceOf(p.memberId)).toBe(2000);
    const cancelled = await p.client.get<{ content: Order[] }>('/lgw/orders?status=CANCELLED');
    expect(cancelled.body.value?.content.map((o) => o.orderNo)).toEqual([order?.orderNo]);
  });

  it('settles a draw from its seeded result: winners are credited once, losers lose their stake', async () => {
    const p = await player(100);
    // The result of the draw the order will join is known in advance: bet on it and next to it.
    const { drawNo } = drawFor(Date.now());
    const result = drawResult(drawNo, GAME);
    const wrong = String((Number(result) + 1) % 1000).padStart(3, '0');
    const placed = await place(p, [bet('3D', result, 1), bet('3D', wrong, 2), bet('1D', result.slice(-1), 1)]);
    const order = placed.body.value?.order;
    if (!order) throw new Error(JSON.stringify(placed.body));
    if (order.drawNo !== drawNo) return; // a draw boundary passed in between: the next run checks it
    await p.client.post('/dev/lottery/draw', { username: p.name });
    const detail = (await p.client.get<Order>(`/lgw/orders/detail?orderNo=${order.orderNo}`)).body.value;
    expect(detail?.drawResult).toBe(result);
    expect(detail?.status).toBe('WON');
    expect(detail?.subOrders.map((s) => [s.status, s.winAmount])).toEqual([
      ['WON', '900.00'],
      ['LOST', '0.00'],
      ['WON', '9.00'],
    ]);
    expect(detail?.winAmount).toBe('909.00');
    expect(await journal(p.memberId, 'LOTTERY_WIN')).toEqual([{ cents: 90900, ref: `LOTTERY_ORDER:${order.orderNo}` }]);
    // Reading again settles nothing twice.
    await p.client.get('/lgw/orders');
    await p.client.post('/dev/lottery/draw', { username: p.name });
    expect(await journal(p.memberId, 'LOTTERY_WIN')).toHaveLength(1);
    expect(await balanceOf(p.memberId)).toBe(100_00 - 4_00 + 909_00);
    const won = await p.client.get<{ content: Order[] }>('/lgw/orders?status=WON');
    expect(won.body.value?.content.map((o) => o.orderNo)).toEqual([order.orderNo]);
  });

  it('settles lazily when the draw time has passed, on the next read', async () => {
    const p = await player(10);
    const order = (await place(p, [bet('3D', '999', 1)])).body.value?.order;
    const result = drawResult(order?.drawNo ?? 0, GAME);
    await core.server.db.query(`UPDATE lottery_orders SET draw_at = now() - interval '1 second' WHERE order_no = $1`, [
      order?.orderNo,
    ]);
    const listed = (await p.client.get<{ content: Order[] }>('/lgw/orders')).body.value?.content[0];
    expect(listed?.drawResult).toBe(result);
    expect(listed?.status).toBe(result === '999' ? 'WON' : 'LOST');
  });

  it('keeps orders private and gives the new members no free demo orders', async () => {
    const p = await player(10);
    const order = (await place(p, [bet('1D', '5', 1)])).body.value?.order;
    const other = await player(0);
    expect((await other.client.get<{ total: number }>('/lgw/orders')).body.value?.total).toBe(0);
    const foreign = await other.client.get(`/lgw/orders/detail?orderNo=${order?.orderNo}`);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const foreignCancel = await other.client.post('/lgw/orders/suborders/cancel', { orderNo: order?.orderNo });
    expect(foreignCancel.status).toBe(404);
  });
});
