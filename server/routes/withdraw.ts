/**
 * Withdraw calls: the settings of the withdraw screen (limits, banks, payment password set, withdrawable MAIN), a
 * withdrawal to one of the member's bank cards (payment password checked; once per idempotency key; the amount is
 * held at once) and the member's withdrawals. The operator decides them (operator.ts).
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { amount, intIn, text } from '../http/schemas';
import { idempotencyKeyOf, once } from '../ledger/idempotency';
import { centsOf } from '../ledger/journal';
import { requestWithdrawal, withdrawalPage } from '../ledger/withdrawals';
import { verifyPassword } from '../security/passwords';
import { requireVerified } from '../verification/state';
import { guardSecretGuess, requireReal } from './member';
import { walletSummary } from './wallet';

function invalid(field: string, message: string): AppError {
  return new AppError('INVALID_INPUT', `${field}: ${message}`, 400, { fields: { [field]: message } });
}

export const withdrawRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  app.get('/wps/transaction/withdraw/settings', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const wallet = ctx.config.get().wallet;
    const { rows } = await db.query<{ currency_symbol: string; payment_password_set: boolean }>(
      'SELECT currency_symbol, payment_password_hash IS NOT NULL AS payment_password_set FROM members WHERE id = $1',
      [session.memberId],
    );
    const { rows: main } = await db.query<{ balance: string }>(
      `SELECT balance FROM wallets WHERE member_id = $1 AND wallet_code = 'MAIN'`,
      [session.memberId],
    );
    return ok(c, {
      min: wallet.withdraw.min,
      max: wallet.withdraw.max,
      maxBankCards: wallet.maxBankCards,
      banks: wallet.withdraw.banks,
      paymentPasswordSet: rows[0]?.payment_password_set ?? false,
      withdrawable: centsOf(main[0]?.balance ?? '0') / 100,
      currencySymbol: rows[0]?.currency_symbol ?? '$',
    });
  });

  app.post('/wps/transaction/withdraw', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    if (ctx.config.get().member.requireVerifiedForWithdrawal) await requireVerified(db, session.memberId);
    const key = idempotencyKeyOf(c);
    const body = await readBody(
      c,
      z.object({
        amount,
        paymentPassword: text(32),
        bankCardId: z.preprocess(
          (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
          intIn(1, 2_147_483_647),
        ),
      }),
    );
    if (body.paymentPassword === '') throw invalid('paymentPassword', 'paymentPassword is required');
    const limits = ctx.config.get().wallet.withdraw;
    const cents = Math.round(body.amount * 100);
    if (cents < Math.round(limits.min * 100)) throw invalid('amount', `must be at least ${limits.min}`);
    if (cents > Math.round(limits.max * 100)) throw invalid('amount', `must be at most ${limits.max}`);
    const { rows } = await db.query<{ payment_password_hash: string | null }>(
      'SELECT payment_password_hash FROM members WHERE id = $1',
      [session.memberId],
    );
    const hash = rows[0]?.payment_password_hash;
    if (!hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first', 400);
    const { rows: cards } = await db.query<{ id: number; bank_name: string; account_name: string; account_no: string }>(
      'SELECT id, bank_name, account_name, account_no FROM bank_cards WHERE id = $1 AND member_id = $2',
      [body.bankCardId, session.memberId],
    );
    const card = cards[0];
    if (!card) throw invalid('bankCardId', 'The bank card does not exist');
    if (
      !(await guardSecretGuess(ctx, c, 'payment-password', session.memberId, () =>
        verifyPassword(body.paymentPassword, hash),
      ))
    ) {
      throw new AppError('PAYMENT_PASSWORD_INCORRECT', 'The payment password is incorrect', 400, {
        fields: { paymentPassword: 'The payment password is incorrect' },
      });
    }
    // What is withdrawn and to where; never the payment password.
    const request = { amount: body.amount, bankCardId: body.bankCardId };
    const answer = await once(db, { memberId: session.memberId, scope: 'withdraw', key, request }, async (tx) => {
      const withdrawal = await requestWithdrawal(tx, session.memberId, cents, {
        id: card.id,
        bankName: card.bank_name,
        accountName: card.account_name,
        accountNo: card.account_no,
      });
      return { withdrawal, ...(await walletSummary(tx, session.memberId, ctx)) };
    });
    return ok(c, answer);
  });

  app.get('/wps/transaction/withdrawals', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const query = readQuery(c, z.object({ pageNo: intIn(1, 100_000, 1), pageSize: intIn(1, 100, 20) }));
    return ok(c, await withdrawalPage(db, session.memberId, query.pageNo, query.pageSize));
  });
};
