/**
 * Deposit, loss and wager limits with cooling-off (issue 16 tool 1):
 * - GET /wps/member/protection/limits: every kind and period with its limit, pending change (amount, due time,
 *   whether it may be confirmed), usage and remaining allowance; per kind the binding (lowest) allowance;
 * - POST /wps/member/protection/limits { kind, period, amount | null }: a first or lower limit applies at once; a
 *   raise or a removal (amount null) waits out the cooling-off;
 * - POST /wps/member/protection/limits/confirm { kind, period }: applies a pending change once its wait is over;
 * - POST /wps/member/protection/limits/cancel { kind, period }: drops a pending change.
 * Every answer is the full state of the GET. Trial members are refused (TRIAL_REFUSED); with the tool off in the
 * site config every call answers LIMITS_DISABLED.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../../src/domain/protection/limits';
import type { RouteModule, ServerContext } from '../context';
import { AppError, ok, readBody } from '../http/envelope';
import { amount } from '../http/schemas';
import { lockWallet } from '../ledger/journal';
import { cancelLimit, changeLimit, confirmLimit, limitsState } from '../protection/limits/limits';
import { requireReal } from './member';

const target = { kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS) };
const changeBody = z.object({
  ...target,
  // null or '' removes the limit; typed text must read as plain digits with at most two decimals ("1e3" does not)
  amount: z.preprocess(
    (value) =>
      value === ''
        ? null
        : typeof value === 'string' && !/^\s*\d{1,12}(\.\d{1,2})?\s*$/.test(value)
          ? Number.NaN
          : value,
    amount.nullable(),
  ),
});
const targetBody = z.object(target);

export const protectionLimitsRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  async function member(c: Context): Promise<number> {
    const session = await ctx.requireSession(c);
    requireReal(session);
    if (!ctx.config.get().protection.limits.enabled) {
      throw new AppError('LIMITS_DISABLED', 'Deposit, loss and wager limits are not offered on this site', 403);
    }
    return session.memberId;
  }

  app.get('/wps/member/protection/limits', async (c) => {
    const memberId = await member(c);
    return ok(c, await limitsState(ctx, db, memberId));
  });

  app.post('/wps/member/protection/limits', async (c) => {
    const memberId = await member(c);
    const body = await readBody(c, changeBody);
    const max = ctx.config.get().protection.limits.maxAmount;
    if (body.amount !== null && body.amount > max) {
      throw new AppError('INVALID_INPUT', `amount: must be at most ${max}`, 400, {
        fields: { amount: `must be at most ${max}` },
      });
    }
    const amountCents = body.amount === null ? null : Math.round(body.amount * 100);
    const outcome = await db.transaction(async (tx) => {
      // The wallet lock orders the change with the member's deposits and bets (the guards run under it).
      await lockWallet(tx, memberId, 'MAIN');
      return changeLimit(tx, ctx, memberId, { kind: body.kind, period: body.period, amountCents });
    });
    return ok(c, { outcome, ...(await limitsState(ctx, db, memberId)) });
  });

  app.post('/wps/member/protection/limits/confirm', async (c) => {
    const memberId = await member(c);
    const body = await readBody(c, targetBody);
    await db.transaction(async (tx) => {
      await lockWallet(tx, memberId, 'MAIN');
      await confirmLimit(tx, ctx, memberId, body);
    });
    return ok(c, await limitsState(ctx, db, memberId));
  });

  app.post('/wps/member/protection/limits/cancel', async (c) => {
    const memberId = await member(c);
    const body = await readBody(c, targetBody);
    await db.transaction(async (tx) => {
      await lockWallet(tx, memberId, 'MAIN');
      await cancelLimit(tx, ctx, memberId, body);
    });
    return ok(c, await limitsState(ctx, db, memberId));
  });
};
