/** Account activity and the protection audit trail the player reads (issue 16 item 6, "Audit trail") */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { intIn, requiredText } from '../http/schemas';
import { accountActivity } from '../protection/activity';
import { recordProtectionEvent } from '../protection/audit';
import { auditPage } from '../protection/auditPage';
import { requireReal } from './member';

export const protectionActivityRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  app.get('/wps/member/protection/activity', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    return ok(c, await accountActivity(db, session.memberId, ctx.clock.now()));
  });

  app.get('/wps/member/protection/audit', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const query = readQuery(c, z.object({ pageNo: intIn(1, 100_000, 1), pageSize: intIn(1, 50, 20) }));
    return ok(c, await auditPage(db, session.memberId, query.pageNo, query.pageSize));
  });

  if (!ctx.devTools) return;
  // DEV_TOOLS only: POST /dev/protection/audit { username, tool, action, oldValue?, newValue?, source } writes one
  // audit row at the protection clock's time, so the e2e tests can list a row before any tool writes one.
  app.post('/dev/protection/audit', async (c) => {
    const body = await readBody(
      c,
      z.object({
        username: requiredText(40, 'username'),
        tool: z.enum(['LIMIT', 'REALITY_CHECK', 'TIME_OUT', 'SELF_EXCLUSION', 'INACTIVITY', 'CONSENT']),
        action: z.enum(['SET', 'REQUEST', 'CONFIRM', 'CANCEL', 'REFUSAL', 'END']),
        oldValue: z.unknown().optional(),
        newValue: z.unknown().optional(),
        source: z.enum(['PLAYER', 'OPERATOR', 'SYSTEM', 'REGISTRATION']),
      }),
    );
    const { rows } = await db.query<{ id: number }>('SELECT id FROM members WHERE username_lc = $1', [
      body.username.trim().toLowerCase(),
    ]);
    const memberId = rows[0]?.id;
    if (memberId === undefined) throw new AppError('NOT_FOUND', 'No such member', 404);
    await recordProtectionEvent(db, { ...body, memberId, at: ctx.clock.now() });
    return ok(c, null);
  });
};
