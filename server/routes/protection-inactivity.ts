/**
 * Inactivity logout and registration consent (issue 16 tools 5 and 7). The idle check itself runs on every session
 * lookup (server/context.ts, server/protection/inactivity/idle-sessions.ts); these calls give the site its settings,
 * let it report the player's activity and end the session when its countdown runs out.
 */
import type { Hono } from 'hono';
import type { RouteModule, ServerContext } from '../context';
import { AppError, MESSAGES, ok } from '../http/envelope';
import { endIdleSession } from '../protection/inactivity/idle-sessions';

export const protectionInactivityRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const settings = () => ctx.config.get().protection.inactivity;

  // Public: the site config's inactivity and consent settings (the registration form reads them before any login).
  app.get('/wps/member/protection/inactivity', (c) => {
    const s = settings();
    return ok(c, {
      enabled: s.enabled,
      idleMinutes: s.idleMinutes,
      warningSeconds: s.warningSeconds,
      agreementTickedByDefault: s.consent.agreementTickedByDefault,
    });
  });

  // The player did something on the page (taps, keys, scrolling) without a call: the session's idle time restarts.
  // Not through requireSession: a pending forced password change does not stop the report.
  app.post('/wps/member/protection/inactivity/activity', async (c) => {
    const session = await ctx.session(c);
    if (!session) throw new AppError('NOT_LOGGED_IN', MESSAGES.notLoggedIn, 401);
    return ok(c, { lastActivityAt: ctx.clock.now().toISOString() });
  });

  // The site's countdown ran out: the session ends here and now, recorded like an idle end the server finds itself.
  app.post('/wps/member/protection/inactivity/end', async (c) => {
    const session = await ctx.session(c);
    if (!session) throw new AppError('NOT_LOGGED_IN', MESSAGES.notLoggedIn, 401);
    await endIdleSession(ctx.db, session, settings(), 'WARNING_EXPIRED', ctx.clock.now());
    ctx.securityLog(c, { event: 'authn_logout', who: session.memberId });
    return ok(c, true);
  });
};
