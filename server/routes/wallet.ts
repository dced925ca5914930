/**
 * Wallet calls: balance (`/wps/wallets/gcs`), transactions (the journal), transfer between the main wallet and game
 * wallets, and all game wallets back to main. Every money movement runs in one transaction with the wallet rows
 * locked, once per idempotency key. Deposit, withdraw and money records have their own modules.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import type { Db } from '../db/db';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { amount, intIn, text } from '../http/schemas';
import { newMoneyId } from '../ledger/decisions';
import { idempotencyKeyOf, once } from '../ledger/idempotency';
import { centsOf, lockWallet, postEntry } from '../ledger/journal';
import { requireReal } from './member';

const WALLET_CODE = /^[A-Z0-9_]{2,30}$/;
export const MAIN_WALLET_NAME = 'Main wallet';

interface Vendor {
  vassalage: string;
  displayName?: string;
}

function configuredVendors(ctx: ServerContext): Vendor[] {
  return ctx.config
    .get()
    .vendors.filter(
      (vendor): vendor is Vendor =>
        typeof vendor === 'object' && vendor !== null && typeof (vendor as Vendor).vassalage === 'string',
    );
}

/**
 * Sum of the member's wallets and their currency symbol: MAIN first, then every configured vendor's wallet (0 until
 * money moves there), then any other wallet the member holds; each with its display name.
 */
export async function walletSummary(db: Db, memberId: number, ctx?: ServerContext) {
  const { rows } = await db.query<{ wallet_code: string; balance: string }>(
    'SELECT wallet_code, balance FROM wallets WHERE member_id = $1 ORDER BY wallet_code',
    [memberId],
  );
  const { rows: member } = await db.query<{ currency_symbol: string }>(
    'SELECT currency_symbol FROM members WHERE id = $1',
    [memberId],
  );
  const cents = new Map(rows.map((row) => [row.wallet_code, centsOf(row.balance)]));
  const vendors = ctx ? configuredVendors(ctx) : [];
  const names = new Map<string, string>([['MAIN', MAIN_WALLET_NAME]]);
  for (const vendor of vendors) names.set(vendor.vassalage, vendor.displayName || vendor.vassalage);
  const codes = ['MAIN', ...vendors.map((vendor) => vendor.vassalage)];
  for (const row of rows) if (!codes.includes(row.wallet_code)) codes.push(row.wallet_code);
  const total = [...cents.values()].reduce((sum, value) => sum + value, 0);
  return {
    sumBalance: total / 100,
    currencySymbol: member[0]?.currency_symbol ?? '$',
    wallets: codes.map((code) => ({
      walletCode: code,
      name: names.get(code) ?? code,
      balance: (cents.get(code) ?? 0) / 100,
    })),
  };
}

/** Known wallet codes: MAIN plus the vendors of the site config (any well-formed code while none are configured). */
function walletAllowed(ctx: ServerContext, code: string): boolean {
  if (code === 'MAIN') return true;
  if (!WALLET_CODE.test(code)) return false;
  const vendors = configuredVendors(ctx);
  if (vendors.length === 0) return true;
  return vendors.some((vendor) => vendor.vassalage === code);
}

export const walletRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  app.get('/wps/wallets/gcs', async (c) => {
    const session = await ctx.requireSession(c);
    return ok(c, await walletSummary(db, session.memberId, ctx));
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
    const key = idempotencyKeyOf(c);
    const answer = await once(db, { memberId: session.memberId, scope: 'transfer', key, request: body }, async (tx) => {
      // Lock in a fixed order so two opposite transfers cannot deadlock.
      const balances = new Map<string, number>();
      for (const code of [body.from, body.to].sort()) balances.set(code, await lockWallet(tx, session.memberId, code));
      if ((balances.get(body.from) ?? 0) < cents)
        throw new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance', 400);
      const ref = { kind: 'TRANSFER' as const, id: await newMoneyId(tx, 'T') };
      await postEntry(tx, {
        memberId: session.memberId,
        walletCode: body.from,
        deltaCents: -cents,
        kind: 'TRANSFER_OUT',
        remark: `To ${body.to}`,
        ref,
      });
      await postEntry(tx, {
        memberId: session.memberId,
        walletCode: body.to,
        deltaCents: cents,
        kind: 'TRANSFER_IN',
        remark: `From ${body.from}`,
        ref,
      });
      return walletSummary(tx, session.memberId, ctx);
    });
    return ok(c, answer);
  });

  // Every game wallet back to MAIN in one tap (wallets at 0 are left alone).
  app.post('/wps/wallets/transfer/all', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const key = idempotencyKeyOf(c);
    const claim = { memberId: session.memberId, scope: 'transfer-all', key, request: null };
    const answer = await once(db, claim, async (tx) => {
      const { rows } = await tx.query<{ wallet_code: string }>(
        `SELECT wallet_code FROM wallets WHERE member_id = $1 AND wallet_code <> 'MAIN' AND balance > 0`,
        [session.memberId],
      );
      const games = rows.map((row) => row.wallet_code);
      if (games.length > 0) {
        const balances = new Map<string, number>();
        for (const code of ['MAIN', ...games].sort()) balances.set(code, await lockWallet(tx, session.memberId, code));
        const ref = { kind: 'TRANSFER' as const, id: await newMoneyId(tx, 'T') };
        for (const code of games) {
          const cents = balances.get(code) ?? 0;
          if (cents <= 0) continue;
          await postEntry(tx, {
            memberId: session.memberId,
            walletCode: code,
            deltaCents: -cents,
            kind: 'TRANSFER_OUT',
            remark: 'To MAIN',
            ref,
          });
          await postEntry(tx, {
            memberId: session.memberId,
            walletCode: 'MAIN',
            deltaCents: cents,
            kind: 'TRANSFER_IN',
            remark: `From ${code}`,
            ref,
          });
        }
      }
      return walletSummary(tx, session.memberId, ctx);
    });
    return ok(c, answer);
  });
};
