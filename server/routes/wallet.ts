/**
 * Wallet calls: balance (`/wps/wallets/gcs`), transactions, transfer between the main wallet and game wallets,
 * withdraw (payment password checked). Every money movement runs in one transaction with the wallet rows locked.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import type { Db } from '../db/db';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { amount, intIn, text } from '../http/schemas';
import { verifyPassword } from '../security/passwords';
import { guardSecretGuess, requireReal } from './member';

const WALLET_CODE = /^[A-Z0-9_]{2,30}$/;
export const MIN_WITHDRAW = 10;

/** Sum of the member's wallets and their currency symbol. */
export async function walletSummary(db: Db, memberId: number) {
  const { rows } = await db.query<{ wallet_code: string; balance: string }>(
    'SELECT wallet_code, balance FROM wallets WHERE member_id = $1 ORDER BY wallet_code',
    [memberId],
  );
  const { rows: member } = await db.query<{ currency_symbol: string }>(
    'SELECT currency_symbol FROM members WHERE id = $1',
    [memberId],
  );
  const cents = rows.reduce((sum, row) => sum + Math.round(Number(row.balance) * 100), 0);
  return {
    sumBalance: cents / 100,
    currencySymbol: member[0]?.currency_symbol ?? '$',
    wallets: rows.map((row) => ({ walletCode: row.wallet_code, balance: Number(row.balance) })),
  };
}

/** Known wallet codes: MAIN plus the vendors of the site config (any well-formed code while none are configured). */
function walletAllowed(ctx: ServerContext, code: string): boolean {
  if (code === 'MAIN') return true;
  if (!WALLET_CODE.test(code)) return false;
  const vendors = ctx.config.get().vendors;
  if (vendors.length === 0) return true;
  return vendors.some(
    (vendor) => typeof vendor === 'object' && vendor !== null && (vendor as { vassalage?: unknown }).vassalage === code,
  );
}

async function lockWallet(tx: Db, memberId: number, code: string): Promise<number> {
  await tx.query(`INSERT INTO wallets (member_id, wallet_code, balance) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [
    memberId,
    code,
  ]);
  const { rows } = await tx.query<{ balance: string }>(
    'SELECT balance FROM wallets WHERE member_id = $1 AND wallet_code = $2 FOR UPDATE',
    [memberId, code],
  );
  return Math.round(Number(rows[0]?.balance ?? 0) * 100);
}

async function move(
  tx: Db,
  memberId: number,
  code: string,
  deltaCents: number,
  kind: string,
  status: string,
  remark: string,
) {
  const { rows } = await tx.query<{ balance: string }>(
    'UPDATE wallets SET balance = balance + $3::numeric WHERE member_id = $1 AND wallet_code = $2 RETURNING balance',
    [memberId, code, (deltaCents / 100).toFixed(2)],
  );
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO transactions (member_id, kind, wallet_code, amount, balance_after, status, remark)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7) RETURNING id`,
    [memberId, kind, code, (deltaCents / 100).toFixed(2), rows[0]?.balance ?? '0', status, remark],
  );
  return Number(inserted.rows[0]?.id);
}

export const walletRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  app.get('/wps/wallets/gcs', async (c) => {
    const session = await ctx.requireSession(c);
    return ok(c, await walletSummary(db, session.memberId));
  });

  app.get('/wps/wallets/transactions', async (c) => {
    const session = await ctx.requireSession(c);
    const query = readQuery(
      c,
      z.object({
        pageNo: intIn(1, 100_000, 1),
        pageSize: intIn(1, 100, 20),
        kind: text(20).pipe(z.string().regex(/^[A-Z_]*$/, 'must be a transaction kind such as DEPOSIT')),
      }),
    );
    const filter = query.kind ? ' AND kind = $2' : '';
    const params: unknown[] = query.kind ? [session.memberId, query.kind] : [session.memberId];
    const { rows: count } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM transactions WHERE member_id = $1${filter}`,
      params,
    );
    const total = count[0]?.n ?? 0;
    const { rows } = await db.query<{
      id: number;
      kind: string;
      wallet_code: string;
      amount: string;
      balance_after: string;
      status: string;
      remark: string;
      created_at: Date;
    }>(
      `SELECT id, kind, wallet_code, amount, balance_after, status, remark, created_at FROM transactions
        WHERE member_id = $1${filter} ORDER BY created_at DESC, id DESC LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`,
      params,
    );
    return ok(c, {
      content: rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        walletCode: row.wallet_code,
        amount: Number(row.amount),
        balanceAfter: Number(row.balance_after),
        status: row.status,
        remark: row.remark,
        createdAt: row.created_at.toISOString(),
      })),
      pageNum: query.pageNo,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      total,
    });
  });

  app.post('/wps/wallets/transfer', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const body = await readBody(
      c,
      z.object({
        from: text(30).pipe(z.string().min(1, 'from is required')),
        to: text(30).pipe(z.string().min(1, 'to is required')),
        amount,
      }),
    );
    const fields: Record<string, string> = {};
    if (!walletAllowed(ctx, body.from)) fields.from = 'Unknown wallet';
    if (!walletAllowed(ctx, body.to)) fields.to = 'Unknown wallet';
    if (!fields.from && !fields.to && body.from === body.to) fields.to = 'must differ from from';
    if (Object.keys(fields).length > 0) {
      throw new AppError(
        'INVALID_INPUT',
        Object.entries(fields)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; '),
        400,
        { fields },
      );
    }
    const cents = Math.round(body.amount * 100);
    await db.transaction(async (tx) => {
      // Lock in a fixed order so two opposite transfers cannot deadlock.
      const [first, second] = [body.from, body.to].sort();
      const balances = new Map<string, number>();
      for (const code of [first, second]) if (code) balances.set(code, await lockWallet(tx, session.memberId, code));
      if ((balances.get(body.from) ?? 0) < cents)
        throw new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance', 400);
      await move(tx, session.memberId, body.from, -cents, 'TRANSFER_OUT', 'SUCCESS', `To ${body.to}`);
      await move(tx, session.memberId, body.to, cents, 'TRANSFER_IN', 'SUCCESS', `From ${body.from}`);
    });
    return ok(c, await walletSummary(db, session.memberId));
  });

  app.post('/wps/transaction/withdraw', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const body = await readBody(
      c,
      z.object({ amount, paymentPassword: text(32), bankCardId: intIn(0, 2_147_483_647, 0) }),
    );
    if (body.paymentPassword === '') {
      throw new AppError('INVALID_INPUT', 'paymentPassword: paymentPassword is required', 400, {
        fields: { paymentPassword: 'paymentPassword is required' },
      });
    }
    if (body.amount < MIN_WITHDRAW) {
      throw new AppError('INVALID_INPUT', `amount: must be at least ${MIN_WITHDRAW}`, 400, {
        fields: { amount: `must be at least ${MIN_WITHDRAW}` },
      });
    }
    const { rows } = await db.query<{ payment_password_hash: string | null }>(
      'SELECT payment_password_hash FROM members WHERE id = $1',
      [session.memberId],
    );
    const hash = rows[0]?.payment_password_hash;
    if (!hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first', 400);
    if (
      !(await guardSecretGuess(ctx, c, 'payment-password', session.memberId, () =>
        verifyPassword(body.paymentPassword, hash),
      ))
    ) {
      throw new AppError('PAYMENT_PASSWORD_INCORRECT', 'The payment password is incorrect', 400, {
        fields: { paymentPassword: 'The payment password is incorrect' },
      });
    }
    let remark = 'Withdrawal';
    if (body.bankCardId > 0) {
      const { rows: cards } = await db.query<{ bank_name: string; account_no: string }>(
        'SELECT bank_name, account_no FROM bank_cards WHERE id = $1 AND member_id = $2',
        [body.bankCardId, session.memberId],
      );
      const card = cards[0];
      if (!card)
        throw new AppError('INVALID_INPUT', 'bankCardId: The bank card does not exist', 400, {
          fields: { bankCardId: 'The bank card does not exist' },
        });
      remark = `Withdrawal to ${card.bank_name} ****${card.account_no.slice(-4)}`;
    }
    const cents = Math.round(body.amount * 100);
    const id = await db.transaction(async (tx) => {
      const balance = await lockWallet(tx, session.memberId, 'MAIN');
      if (balance < cents) throw new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance', 400);
      return move(tx, session.memberId, 'MAIN', -cents, 'WITHDRAW', 'PENDING', remark);
    });
    return ok(c, { id, status: 'PENDING', amount: cents / 100, ...(await walletSummary(db, session.memberId)) });
  });
};
