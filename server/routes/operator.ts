/**
 * The operator API (decisions without a back office): `Authorization: Bearer $OPERATOR_TOKEN`. Without the
 * environment variable the whole API is off (404, like any unknown path). The queue lists pending bank and crypto
 * deposits and pending withdrawals; each decision is journalled (deposits.ts, withdrawals.ts) and audited with the
 * operator's name, the time and the address it came from. `npm run operator` (scripts/operator.ts) uses it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import { AppError, notFound, ok, readBody } from '../http/envelope';
import { text } from '../http/schemas';
import { decisionsOf } from '../ledger/decisions';
import { decideDeposit, pendingManualDeposits } from '../ledger/deposits';
import { decideWithdrawal, pendingWithdrawals } from '../ledger/withdrawals';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The operator token of the environment ('' = the operator API is off). Read per request: tests set it. */
export function operatorToken(): string {
  return process.env.OPERATOR_TOKEN ?? '';
}

const decisionBody = z.object({
  reason: text(200),
  operator: text(40).pipe(z.string().regex(/^[A-Za-z0-9_.@ -]*$/, 'must be a name (letters, digits, _ . @ - space)')),
});

export const operatorRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  app.use('/operator/*', async (c, next) => {
    const expected = operatorToken();
    if (!expected) return notFound(c);
    c.header('Cache-Control', 'no-store');
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    // Compared as digests, in constant time, so neither the length nor a prefix leaks.
    if (!timingSafeEqual(digest(given), digest(expected))) {
      ctx.securityLog(c, { event: 'authz_fail', code: 'OPERATOR_TOKEN_INVALID' }, 401);
      throw new AppError('OPERATOR_TOKEN_INVALID', 'The operator token is missing or wrong', 401);
    }
    await next();
  });

  const actorOf = async (c: Context) => {
    const body = await readBody(c, decisionBody);
    return {
      reason: body.reason.trim(),
      actor: { name: body.operator.trim() || 'operator', address: ctx.clientIp(c) },
    };
  };

  app.get('/operator/queue', async (c) =>
    ok(c, { deposits: await pendingManualDeposits(db), withdrawals: await pendingWithdrawals(db) }),
  );

  for (const action of ['approve', 'reject'] as const) {
    const decision = action === 'approve' ? 'APPROVE' : 'REJECT';
    app.post(`/operator/deposits/:id/${action}`, async (c) => {
      const id = c.req.param('id');
      const { reason, actor } = await actorOf(c);
      const deposit = await db.transaction((tx) =>
        // The gateway decides its own deposits: the operator sees and decides bank and crypto ones.
        decideDeposit(tx, id, { action: decision, reason, kinds: ['bank', 'crypto'] }, actor),
      );
      return ok(c, { deposit, decisions: await decisionsOf(db, 'DEPOSIT', id) });
    });
    app.post(`/operator/withdrawals/:id/${action}`, async (c) => {
      const id = c.req.param('id');
      const { reason, actor } = await actorOf(c);
      const withdrawal = await db.transaction((tx) => decideWithdrawal(tx, id, { action: decision, reason }, actor));
      return ok(c, { withdrawal, decisions: await decisionsOf(db, 'WITHDRAWAL', id) });
    });
  }
  // No catch-all here: the member centre's /operator/* routes register after this module (app.ts); an unknown
  // operator path still answers the app's JSON 404.
};
