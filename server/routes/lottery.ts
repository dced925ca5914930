/**
 * Lottery (spec §7 "Lottery"): the lottery list and menu, and the member's orders with the reference lottery
 * stand-in behind them (issue 14). The demo lottery page (lottery-page.ts) places orders, debited from MAIN through
 * the journal (LOTTERY_BET); each order belongs to one draw on a fixed schedule (src/domain/wallet/lotteryDraw.ts).
 * Draws settle lazily, whenever the member's orders are read, placed or cancelled: the result is a pure function of
 * the draw number and game, and winners are credited (LOTTERY_WIN). A pending sub-order can be cancelled while its
 * draw is open and is refunded once (LOTTERY_REFUND). Lock order everywhere: the MAIN wallet, then the orders.
 */
import { z } from 'zod';
import {
  BET_TYPES,
  type BetType,
  drawFor,
  drawOpen,
  drawResult,
  MAX_STAKE,
  MAX_SUB_ORDERS,
  MIN_STAKE,
  NUMBER_PATTERN,
  winCents,
} from '../../src/domain/wallet/lotteryDraw';
import type { RouteModule } from '../context';
import type { Db } from '../db/db';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { centsOf, decimalOf, lockWallet, postEntry } from '../ledger/journal';
import { GAME_SELECT, type GameRow, intField, languageField, pageOf, textField, toGame } from './games';
import { LOTTERY_VENDORS } from './launch';

const PRIZE_MODE: Record<string, string> = { TCG_LOTTO_VN: 'ModeElott', TCG_SEA: 'SEA', LOTT: 'Lott', ELOTT: 'Elott' };
const STATUSES = ['PENDING', 'WON', 'LOST', 'CANCELLED'] as const;
const WALLET = 'MAIN';

const ordersQuery = z.object({
  pageNo: intField(1, 100_000, 1),
  pageSize: intField(1, 100, 20),
  status: z.enum(STATUSES).optional(),
  language: languageField,
});
const orderNoField = z.string().regex(/^L\d{6,12}$/, 'must be an order number such as L100000001');
const cancelBody = z.object({
  orderNo: orderNoField,
  subOrderNos: z
    .array(z.string().regex(/^L\d{6,12}-\d{1,3}$/, 'must be sub-order numbers such as L100000001-1'))
    .min(1)
    .max(100)
    .optional(),
});

/** Two decimals at most, within the stake limits. */
const stakeField = z
  .number()
  .min(MIN_STAKE, `must be at least ${MIN_STAKE}`)
  .max(MAX_STAKE, `must be at most ${MAX_STAKE}`)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'must have at most two decimals');

export const placeBody = z.object({
  gameCode: z.string().regex(/^[A-Za-z0-9_]{1,40}$/, 'must be a game code'),
  subOrders: z
    .array(
      z
        .object({ betType: z.enum(BET_TYPES), number: z.string().max(3), amount: stakeField })
        .refine((s) => NUMBER_PATTERN[s.betType].test(s.number), {
          message: 'must be 3 digits for 3D, 1 digit for 1D',
          path: ['number'],
        }),
    )
    .min(1, 'add at least one bet')
    .max(MAX_SUB_ORDERS, `at most ${MAX_SUB_ORDERS} bets in one order`),
});
export type PlaceBody = z.infer<typeof placeBody>;

interface OrderRow {
  order_no: string;
  node_id: number;
  vassalage: string;
  game_code: string;
  game_name: string;
  bet_amount: string;
  win_amount: string;
  status: string;
  created_at: Date;
  draw_no: string | number;
  draw_at: Date;
  draw_result: string;
  sub_order_count: number;
}

const ORDER_SELECT = `SELECT o.order_no, o.node_id, g.vassalage, g.game_code, g.game_name, o.bet_amount, o.win_amount,
  o.status, o.created_at, o.draw_no, o.draw_at, o.draw_result,
  (SELECT count(*) FROM lottery_suborders s WHERE s.order_no = o.order_no) AS sub_order_count
  FROM lottery_orders o JOIN games g ON g.node_id = o.node_id`;

const money = (value: string) => decimalOf(centsOf(value));

function toOrder(row: OrderRow) {
  return {
    orderNo: row.order_no,
    nodeId: row.node_id,
    vendor: row.vassalage,
    gameCode: row.game_code,
    gameName: row.game_name,
    betAmount: money(row.bet_amount),
    winAmount: money(row.win_amount),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    subOrderCount: Number(row.sub_order_count),
    drawNo: Number(row.draw_no),
    drawAt: new Date(row.draw_at).toISOString(),
    /** The three digits drawn, '' until the draw is settled. */
    drawResult: row.draw_result,
  };
}

const orderNotFound = () => new AppError('ORDER_NOT_FOUND', 'Sorry, this order does not exist.', 404);

/**
 * Settles the member's orders whose draw time has passed: each pending sub-order wins or loses against the draw's
 * result, the order's winnings are credited in one LOTTERY_WIN row. The caller holds the member's MAIN wallet lock.
 */
export async function settleDue(tx: Db, memberId: number, nowMs: number): Promise<void> {
  const { rows } = await tx.query<{ order_no: string; draw_no: string | number; vassalage: string; game_code: string }>(
    `SELECT o.order_no, o.draw_no, g.vassalage, g.game_code FROM lottery_orders o JOIN games g ON g.node_id = o.node_id
      WHERE o.member_id = $1 AND o.status = 'PENDING' AND o.draw_at <= $2 ORDER BY o.draw_at, o.order_no
      FOR UPDATE OF o`,
    [memberId, new Date(nowMs)],
  );
  for (const order of rows) {
    const result = drawResult(Number(order.draw_no), `${order.vassalage}/${order.game_code}`);
    const { rows: subs } = await tx.query<{
      sub_order_no: string;
      bet_type: BetType;
      bet_number: string;
      amount: string;
    }>(
      `SELECT sub_order_no, bet_type, bet_number, amount FROM lottery_suborders WHERE order_no = $1 AND status = 'PENDING'`,
      [order.order_no],
    );
    let won = 0;
    for (const sub of subs) {
      const win = winCents(sub.bet_type, sub.bet_number, centsOf(sub.amount), result);
      won += win;
      await tx.query('UPDATE lottery_suborders SET status = $2, win_amount = $3::numeric WHERE sub_order_no = $1', [
        sub.sub_order_no,
        win > 0 ? 'WON' : 'LOST',
        decimalOf(win),
      ]);
    }
    if (won > 0) {
      await postEntry(tx, {
        memberId,
        walletCode: WALLET,
        deltaCents: won,
        kind: 'LOTTERY_WIN',
        remark: `Lottery draw ${order.draw_no}: ${result}`,
        ref: { kind: 'LOTTERY_ORDER', id: order.order_no },
      });
    }
    await tx.query(
      `UPDATE lottery_orders SET draw_result = $2, win_amount = $3::numeric,
              status = CASE WHEN $3::numeric > 0 THEN 'WON'
                            WHEN EXISTS (SELECT 1 FROM lottery_suborders WHERE order_no = $1 AND status = 'LOST') THEN 'LOST'
                            ELSE 'CANCELLED' END
        WHERE order_no = $1`,
      [order.order_no, result, decimalOf(won)],
    );
  }
}

/** Settles what is due for a member, taking the wallet lock only when something is. */
export async function settleMember(db: Db, memberId: number, nowMs = Date.now()): Promise<void> {
  const { rows } = await db.query(
    `SELECT 1 FROM lottery_orders WHERE member_id = $1 AND status = 'PENDING' AND draw_at <= $2 LIMIT 1`,
    [memberId, new Date(nowMs)],
  );
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await lockWallet(tx, memberId, WALLET);
    await settleDue(tx, memberId, nowMs);
  });
}

/**
 * Places an order (in the caller's `once` transaction): settles what is due, checks the balance, writes the order
 * and its sub-orders and debits the total (LOTTERY_BET). Answers the order number and the balance after, in cents.
 */
export async function placeOrder(
  tx: Db,
  order: { memberId: number; nodeId: number; subOrders: PlaceBody['subOrders'] },
  nowMs = Date.now(),
): Promise<{ orderNo: string; balanceCents: number }> {
  await lockWallet(tx, order.memberId, WALLET);
  await settleDue(tx, order.memberId, nowMs);
  const balance = await lockWallet(tx, order.memberId, WALLET);
  const stakes = order.subOrders.map((s) => Math.round(s.amount * 100));
  const total = stakes.reduce((a, b) => a + b, 0);
  if (total > balance) {
    throw new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance', 409);
  }
  const { rows } = await tx.query<{ n: string | number }>(`SELECT nextval('lottery_order_numbers') AS n`);
  const orderNo = `L${rows[0]?.n}`;
  const draw = drawFor(nowMs);
  await tx.query(
    `INSERT INTO lottery_orders (order_no, member_id, node_id, bet_amount, status, created_at, draw_no, draw_at)
     VALUES ($1, $2, $3, $4::numeric, 'PENDING', $5, $6, $7)`,
    [orderNo, order.memberId, order.nodeId, decimalOf(total), new Date(nowMs), draw.drawNo, new Date(draw.drawAtMs)],
  );
  for (const [i, sub] of order.subOrders.entries()) {
    await tx.query(
      `INSERT INTO lottery_suborders (sub_order_no, order_no, bet_content, amount, status, bet_type, bet_number)
       VALUES ($1, $2, $3, $4::numeric, 'PENDING', $5, $6)`,
      [
        `${orderNo}-${i + 1}`,
        orderNo,
        `${sub.betType} ${sub.number}`,
        decimalOf(stakes[i] ?? 0),
        sub.betType,
        sub.number,
      ],
    );
  }
  const { balanceAfterCents } = await postEntry(tx, {
    memberId: order.memberId,
    walletCode: WALLET,
    deltaCents: -total,
    kind: 'LOTTERY_BET',
    remark: `Lottery order ${orderNo}, draw ${draw.drawNo}`,
    ref: { kind: 'LOTTERY_ORDER', id: orderNo },
  });
  return { orderNo, balanceCents: balanceAfterCents };
}

export async function loadOrder(db: Db, memberId: number, orderNo: string) {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.order_no = $1 AND o.member_id = $2`, [
    orderNo,
    memberId,
  ]);
  const row = rows[0];
  if (!row) throw orderNotFound();
  const { rows: subs } = await db.query<{
    sub_order_no: string;
    bet_content: string;
    bet_type: string;
    bet_number: string;
    amount: string;
    win_amount: string;
    status: string;
  }>(
    `SELECT sub_order_no, bet_content, bet_type, bet_number, amount, win_amount, status FROM lottery_suborders
      WHERE order_no = $1 ORDER BY length(sub_order_no), sub_order_no`,
    [orderNo],
  );
  return {
    ...toOrder(row),
    subOrders: subs.map((s) => ({
      subOrderNo: s.sub_order_no,
      betContent: s.bet_content,
      betType: s.bet_type,
      number: s.bet_number,
      amount: money(s.amount),
      winAmount: money(s.win_amount),
      status: s.status,
    })),
  };
}

export const lotteryRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;

  app.get('/lgw/games/mobile', async (c) => {
    readQuery(c, z.object({ language: languageField, merchant: textField(64), platform: textField(20) }));
    const { rows } = await db.query<GameRow>(
      `${GAME_SELECT} WHERE g.vassalage = ANY($1::text[]) ORDER BY array_position($1::text[], g.vassalage), g.node_id`,
      [[...LOTTERY_VENDORS]],
    );
    const games = rows.map(toGame);
    const menu = LOTTERY_VENDORS.map((vendor) => {
      const own = games.filter((g) => g.vassalage === vendor);
      return {
        code: vendor,
        name: own[0]?.displayName ?? vendor,
        vendor,
        prizeMode: PRIZE_MODE[vendor] ?? 'Lott',
        games: own,
      };
    }).filter((group) => group.games.length > 0);
    return ok(c, { games, menu });
  });

  app.get('/lgw/orders', async (c) => {
    const session = await ctx.requireSession(c);
    const q = readQuery(c, ordersQuery);
    await settleMember(db, session.memberId);
    const params: unknown[] = q.status ? [session.memberId, q.status] : [session.memberId];
    const condition = `o.member_id = $1${q.status ? ' AND o.status = $2' : ''}`;
    const { rows: count } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM lottery_orders o WHERE ${condition}`,
      params,
    );
    const total = Number(count[0]?.n ?? 0);
    const { rows } = await db.query<OrderRow>(
      `${ORDER_SELECT} WHERE ${condition} ORDER BY o.created_at DESC, o.order_no DESC
       LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      params,
    );
    const page = pageOf(rows.map(toOrder), total, q.pageNo, q.pageSize);
    return ok(c, { content: page.items, pageNum: page.pageNum, totalPages: page.totalPages, total });
  });

  app.get('/lgw/orders/detail', async (c) => {
    const session = await ctx.requireSession(c);
    const q = readQuery(c, z.object({ orderNo: orderNoField }));
    await settleMember(db, session.memberId);
    return ok(c, await loadOrder(db, session.memberId, q.orderNo));
  });

  app.post('/lgw/orders/suborders/cancel', async (c) => {
    const session = await ctx.requireSession(c);
    const body = await readBody(c, cancelBody);
    const nowMs = Date.now();
    const cancelled = await db.transaction(async (tx) => {
      await lockWallet(tx, session.memberId, WALLET);
      const { rows } = await tx.query<{ draw_at: Date }>(
        'SELECT draw_at FROM lottery_orders WHERE order_no = $1 AND member_id = $2 FOR UPDATE',
        [body.orderNo, session.memberId],
      );
      const order = rows[0];
      if (!order) throw orderNotFound();
      if (!drawOpen(new Date(order.draw_at).getTime(), nowMs)) {
        await settleDue(tx, session.memberId, nowMs);
        return 'closed' as const;
      }
      const { rows: done } = await tx.query<{ sub_order_no: string; amount: string }>(
        `UPDATE lottery_suborders SET status = 'CANCELLED'
          WHERE order_no = $1 AND status = 'PENDING' ${body.subOrderNos ? 'AND sub_order_no = ANY($2::text[])' : ''}
          RETURNING sub_order_no, amount`,
        body.subOrderNos ? [body.orderNo, body.subOrderNos] : [body.orderNo],
      );
      if (done.length === 0) {
        throw new AppError('NOTHING_TO_CANCEL', 'There is no pending sub-order to cancel.', 409);
      }
      const refund = done.reduce((sum, s) => sum + centsOf(s.amount), 0);
      await postEntry(tx, {
        memberId: session.memberId,
        walletCode: WALLET,
        deltaCents: refund,
        kind: 'LOTTERY_REFUND',
        remark: `Cancelled ${done.map((s) => s.sub_order_no).join(', ')}`,
        ref: { kind: 'LOTTERY_ORDER', id: body.orderNo },
      });
      await tx.query(
        `UPDATE lottery_orders SET bet_amount = bet_amount - $2::numeric,
                status = CASE WHEN EXISTS (SELECT 1 FROM lottery_suborders WHERE order_no = $1 AND status <> 'CANCELLED')
                              THEN status ELSE 'CANCELLED' END
          WHERE order_no = $1`,
        [body.orderNo, decimalOf(refund)],
      );
      return done.length;
    });
    // The settlement above must commit, so the refusal is thrown after the transaction.
    if (cancelled === 'closed') {
      throw new AppError('DRAW_CLOSED', 'This draw is closed: its bets can no longer be cancelled.', 409);
    }
    return ok(c, { cancelled, order: await loadOrder(db, session.memberId, body.orderNo) });
  });
};
