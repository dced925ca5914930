/**
 * Lottery (spec §7 "Lottery"): the lottery list and menu, and simple demo orders. A member's first order-list call
 * creates a few deterministic demo orders for them (settled and pending); pending sub-orders can be cancelled.
 * No money moves: demo orders were never debited, so a cancellation refunds nothing.
 */
import { z } from 'zod';
import type { RouteModule } from '../context';
import type { Db } from '../db/db';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { createRandom } from '../seed/games';
import { GAME_SELECT, type GameRow, intField, languageField, pageOf, textField, toGame } from './games';
import { LOTTERY_VENDORS } from './launch';

const PRIZE_MODE: Record<string, string> = { TCG_LOTTO_VN: 'ModeElott', TCG_SEA: 'SEA', LOTT: 'Lott', ELOTT: 'Elott' };
const STATUSES = ['PENDING', 'WON', 'LOST', 'CANCELLED'] as const;

const ordersQuery = z.object({
  pageNo: intField(1, 100_000, 1),
  pageSize: intField(1, 100, 20),
  status: z.enum(STATUSES).optional(),
  language: languageField,
});
const orderNoField = z.string().regex(/^L\d{6,12}$/, 'must be an order number such as L000001001');
const cancelBody = z.object({
  orderNo: orderNoField,
  subOrderNos: z
    .array(z.string().regex(/^L\d{6,12}-\d{1,3}$/, 'must be sub-order numbers such as L000001001-1'))
    .min(1)
    .max(100)
    .optional(),
});

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
  sub_order_count: number;
}

const ORDER_SELECT = `SELECT o.order_no, o.node_id, g.vassalage, g.game_code, g.game_name, o.bet_amount, o.win_amount,
  o.status, o.created_at, (SELECT count(*) FROM lottery_suborders s WHERE s.order_no = o.order_no) AS sub_order_count
  FROM lottery_orders o JOIN games g ON g.node_id = o.node_id`;

function toOrder(row: OrderRow) {
  return {
    orderNo: row.order_no,
    nodeId: row.node_id,
    vendor: row.vassalage,
    gameCode: row.game_code,
    gameName: row.game_name,
    betAmount: Number(row.bet_amount).toFixed(2),
    winAmount: Number(row.win_amount).toFixed(2),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    subOrderCount: Number(row.sub_order_count),
  };
}

const orderNotFound = () => new AppError('ORDER_NOT_FOUND', 'Sorry, this order does not exist.', 404);

/** Creates the demo orders of a member who has none yet (idempotent). */
async function ensureDemoOrders(db: Db, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number }>('SELECT count(*) AS n FROM lottery_orders WHERE member_id = $1', [
      memberId,
    ]);
    if ((rows[0]?.n ?? 0) > 0) return;
    const { rows: games } = await tx.query<{ node_id: number }>(
      `SELECT node_id FROM games WHERE vassalage = ANY($1::text[]) ORDER BY node_id`,
      [[...LOTTERY_VENDORS]],
    );
    if (games.length === 0) return;
    const random = createRandom(memberId * 104729);
    const plan: ('PENDING' | 'WON' | 'LOST')[] = ['PENDING', 'PENDING', 'WON', 'LOST', 'LOST', 'PENDING'];
    for (const [i, status] of plan.entries()) {
      const orderNo = `L${String(memberId).padStart(6, '0')}${String(i + 1).padStart(3, '0')}`;
      const game = games[random.int(0, games.length - 1)];
      if (!game) continue;
      const subCount = random.int(1, 4);
      const amounts = Array.from({ length: subCount }, () => random.int(1, 20) * 5);
      const bet = amounts.reduce((a, b) => a + b, 0);
      const win = status === 'WON' ? bet * random.int(2, 9) : 0;
      await tx.query(
        `INSERT INTO lottery_orders (order_no, member_id, node_id, bet_amount, win_amount, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() - ($7::integer * interval '1 hour'))`,
        [orderNo, memberId, game.node_id, bet.toFixed(2), win.toFixed(2), status, (i + 1) * 5],
      );
      for (const [j, amount] of amounts.entries()) {
        const digits = String(random.int(0, 999)).padStart(3, '0');
        const subStatus = status === 'WON' ? (j === 0 ? 'WON' : 'LOST') : status;
        await tx.query(
          `INSERT INTO lottery_suborders (sub_order_no, order_no, bet_content, amount, status) VALUES ($1, $2, $3, $4, $5)`,
          [`${orderNo}-${j + 1}`, orderNo, `3D ${digits}`, amount.toFixed(2), subStatus],
        );
      }
    }
  });
}

async function loadOrder(db: Db, memberId: number, orderNo: string) {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.order_no = $1 AND o.member_id = $2`, [
    orderNo,
    memberId,
  ]);
  const row = rows[0];
  if (!row) throw orderNotFound();
  const { rows: subs } = await db.query<{ sub_order_no: string; bet_content: string; amount: string; status: string }>(
    'SELECT sub_order_no, bet_content, amount, status FROM lottery_suborders WHERE order_no = $1 ORDER BY sub_order_no',
    [orderNo],
  );
  return {
    ...toOrder(row),
    subOrders: subs.map((s) => ({
      subOrderNo: s.sub_order_no,
      betContent: s.bet_content,
      amount: Number(s.amount).toFixed(2),
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
    await ensureDemoOrders(db, session.memberId);
    const params: unknown[] = q.status ? [session.memberId, q.status] : [session.memberId];
    const condition = `o.member_id = $1${q.status ? ' AND o.status = $2' : ''}`;
    const { rows: count } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM lottery_orders o WHERE ${condition}`,
      params,
    );
    const total = count[0]?.n ?? 0;
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
    return ok(c, await loadOrder(db, session.memberId, q.orderNo));
  });

  app.post('/lgw/orders/suborders/cancel', async (c) => {
    const session = await ctx.requireSession(c);
    const body = await readBody(c, cancelBody);
    const cancelled = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ order_no: string }>(
        'SELECT order_no FROM lottery_orders WHERE order_no = $1 AND member_id = $2 FOR UPDATE',
        [body.orderNo, session.memberId],
      );
      if (rows.length === 0) throw orderNotFound();
      const { rows: done } = await tx.query<{ sub_order_no: string }>(
        `UPDATE lottery_suborders SET status = 'CANCELLED'
          WHERE order_no = $1 AND status = 'PENDING' ${body.subOrderNos ? 'AND sub_order_no = ANY($2::text[])' : ''}
          RETURNING sub_order_no`,
        body.subOrderNos ? [body.orderNo, body.subOrderNos] : [body.orderNo],
      );
      if (done.length === 0) {
        throw new AppError('NOTHING_TO_CANCEL', 'There is no pending sub-order to cancel.', 409);
      }
      await tx.query(
        `UPDATE lottery_orders SET status = 'CANCELLED'
          WHERE order_no = $1
            AND NOT EXISTS (SELECT 1 FROM lottery_suborders WHERE order_no = $1 AND status <> 'CANCELLED')`,
        [body.orderNo],
      );
      return done.length;
    });
    return ok(c, { cancelled, order: await loadOrder(db, session.memberId, body.orderNo) });
  });
};
