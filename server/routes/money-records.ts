/**
 * Money records (`/wps/transaction/records`): the member's deposits and withdrawals in one list, newest first,
 * filtered by kind and by a time range (`from` inclusive, `to` exclusive), in pages.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import { AppError, ok, readQuery } from '../http/envelope';
import { intIn } from '../http/schemas';
import { expireDueDeposits } from '../ledger/deposits';
import { maskAccountNo } from './member';

const isoTime = z
  .string()
  .max(40)
  .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'must be an ISO date-time')
  .optional();

interface RecordRow {
  id: string;
  kind: 'DEPOSIT' | 'WITHDRAW';
  amount: string;
  fee: string;
  status: string;
  channel: string;
  channel_name: string;
  reference: string;
  created_at: Date;
}

export const moneyRecordsRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  app.get('/wps/transaction/records', async (c) => {
    const session = await ctx.requireSession(c);
    const query = readQuery(
      c,
      z.object({
        kind: z.enum(['ALL', 'DEPOSIT', 'WITHDRAW']).default('ALL'),
        from: isoTime,
        to: isoTime,
        pageNo: intIn(1, 100_000, 1),
        pageSize: intIn(1, 100, 20),
      }),
    );
    const from = query.from ? new Date(query.from) : null;
    const to = query.to ? new Date(query.to) : null;
    if (from && to && from >= to) {
      throw new AppError('INVALID_INPUT', 'to: must be after from', 400, { fields: { to: 'must be after from' } });
    }
    await expireDueDeposits(db, session.memberId);
    const parts: string[] = [];
    if (query.kind !== 'WITHDRAW') {
      parts.push(`SELECT id, 'DEPOSIT' AS kind, amount, fee, status, channel, channel_name, reference_code AS reference,
                         created_at FROM deposits WHERE member_id = $1`);
    }
    if (query.kind !== 'DEPOSIT') {
      parts.push(`SELECT id, 'WITHDRAW' AS kind, amount, 0::numeric(18, 2) AS fee, status, 'BANK_CARD' AS channel,
                         bank_name AS channel_name, account_no AS reference, created_at FROM withdrawals WHERE member_id = $1`);
    }
    const where = `WHERE ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)`;
    const params = [session.memberId, from?.toISOString() ?? null, to?.toISOString() ?? null];
    const union = `SELECT * FROM (${parts.join(' UNION ALL ')}) AS records ${where}`;
    const { rows: count } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM (${union}) AS counted`, params);
    const total = Number(count[0]?.n ?? 0);
    const { rows } = await db.query<RecordRow>(`${union} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`, [
      ...params,
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    ]);
    return ok(c, {
      content: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        amount: Number(row.amount),
        fee: Number(row.fee),
        status: row.status,
        channel: row.channel,
        channelName: row.channel_name,
        reference: row.kind === 'WITHDRAW' ? maskAccountNo(row.reference) : row.reference,
        createdAt: row.created_at.toISOString(),
      })),
      pageNum: query.pageNo,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      total,
    });
  });
};
