/** Reality checks: the player's interval, answers, and the next bet held until a due check is answered (issue 16 tool 2) */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import { AppError, MESSAGES, ok, readBody } from '../http/envelope';
import { answerCheck, intervalOf, peekSession, setInterval, statusOf } from '../protection/reality/realityCheck';

const intervalBody = z.object({
  intervalMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
});
const answerBody = z.object({ action: z.enum(['CONTINUE', 'LOGOUT']) });

export const protectionRealityRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const config = () => ctx.config.get().protection.realityCheck;

  // -> { enabled, intervalMinutes, intervals }
  app.get('/wps/member/protection/realityCheck', async (c) => {
    const session = await ctx.requireSession(c);
    return ok(c, {
      enabled: config().enabled,
      intervalMinutes: await intervalOf(ctx.db, ctx, session.memberId),
      intervals: config().intervalsMinutes,
    });
  });

  // { intervalMinutes } (one of the offered intervals; 0 is off) -> { intervalMinutes }
  app.post('/wps/member/protection/realityCheck', async (c) => {
    const session = await ctx.requireSession(c);
    if (!config().enabled) throw new AppError('REALITY_CHECK_OFF', 'Reality checks are not offered on this site', 403);
    const body = await readBody(c, intervalBody);
    if (!config().intervalsMinutes.includes(body.intervalMinutes)) {
      const message = `must be one of ${config().intervalsMinutes.join(', ')} minutes`;
      throw new AppError('INVALID_INPUT', `intervalMinutes: ${message}`, 400, { fields: { intervalMinutes: message } });
    }
    await setInterval(ctx, session.memberId, body.intervalMinutes);
    return ok(c, { intervalMinutes: body.intervalMinutes });
  });

  // -> { intervalMinutes, sessionStartedAt, playedSeconds, net, dueAt, due } of this login session
  app.get('/wps/member/protection/realityCheck/status', async (c) => {
    // Read without touching the session's idle timer (the site asks on its own, not the player).
    const session = await peekSession(ctx.db, c.req.header('token'));
    if (!session) throw new AppError('NOT_LOGGED_IN', MESSAGES.notLoggedIn, 401);
    const status = await statusOf(ctx, session.memberId, session.token);
    return ok(c, config().enabled ? status : { ...status, dueAt: null, due: false });
  });

  // { action: 'CONTINUE' | 'LOGOUT' } -> the status after the answer (LOGOUT: the session has ended)
  app.post('/wps/member/protection/realityCheck/answer', async (c) => {
    const session = await ctx.requireSession(c);
    const body = await readBody(c, answerBody);
    const status = config().enabled ? await answerCheck(ctx, session.memberId, session.token, body.action) : null;
    if (!status) throw new AppError('REALITY_CHECK_NOT_DUE', 'There is no reality check to answer', 409);
    return ok(c, status);
  });
};
