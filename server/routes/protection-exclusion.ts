/**
 * Time-out and self-exclusion (issue 16 tools 3 and 4): GET /wps/protection/exclusion (the periods on offer and the
 * running block), POST /wps/protection/exclusion { tool, period, password } (starts one at once and ends every session
 * of the account). The login password confirms it: a phone left unlocked cannot lock its owner out for years.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { isPeriodOf, SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '../../src/domain/protection/exclusion';
import type { RouteModule, ServerContext } from '../context';
import { AppError, ok, readBody } from '../http/envelope';
import { text } from '../http/schemas';
import { currentExclusion, startExclusion } from '../protection/exclusion/state';
import { verifyPassword } from '../security/passwords';
import { guardSecretGuess, requireReal } from './member';

const startBody = z.object({
  tool: z.enum(['TIME_OUT', 'SELF_EXCLUSION'], { message: 'must be TIME_OUT or SELF_EXCLUSION' }),
  period: z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS], {
    message: 'must be one of 24h, 7d, 1m, 6w, 6m, 1y, 5y, permanent',
  }),
  password: text(128),
});

export const protectionExclusionRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  app.get('/wps/protection/exclusion', async (c) => {
    const session = await ctx.requireSession(c);
    const config = ctx.config.get().protection.exclusion;
    const block = await currentExclusion(db, session.memberId, ctx.clock.now());
    return ok(c, {
      timeOut: { enabled: config.timeOut.enabled, periods: config.timeOut.periods },
      selfExclusion: { enabled: config.selfExclusion.enabled, periods: config.selfExclusion.periods },
      current: block && {
        tool: block.tool,
        period: block.period,
        startedAt: block.startedAt.toISOString(),
        until: block.until ? block.until.toISOString() : null,
      },
    });
  });

  app.post('/wps/protection/exclusion', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const body = await readBody(c, startBody);
    const config = ctx.config.get().protection.exclusion;
    const tool = body.tool === 'TIME_OUT' ? config.timeOut : config.selfExclusion;
    if (!tool.enabled) throw new AppError('FEATURE_DISABLED', 'This option is not available on this site', 403);
    if (!isPeriodOf(body.tool, body.period) || !(tool.periods as readonly string[]).includes(body.period)) {
      throw new AppError('INVALID_INPUT', 'period: is not offered for this choice', 400, {
        fields: { period: 'is not offered for this choice' },
      });
    }
    if (body.password === '') {
      throw new AppError('INVALID_INPUT', 'password: password is required', 400, {
        fields: { password: 'password is required' },
      });
    }
    const right = await guardSecretGuess(ctx, c, 'old-password', session.memberId, async () => {
      const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [
        session.memberId,
      ]);
      return rows[0] !== undefined && (await verifyPassword(body.password, rows[0].password_hash));
    });
    if (!right) {
      throw new AppError('OLD_PASSWORD_INCORRECT', 'The login password is incorrect', 400, {
        fields: { password: 'The login password is incorrect' },
      });
    }
    const block = await startExclusion(ctx, session.memberId, body.tool, body.period);
    ctx.securityLog(c, { event: 'authn_session_revoke', who: session.memberId });
    return ok(c, {
      tool: block.tool,
      period: block.period,
      startedAt: block.startedAt.toISOString(),
      until: block.until ? block.until.toISOString() : null,
    });
  });
};
