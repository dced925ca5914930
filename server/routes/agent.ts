/**
 * Agent contracts (spec §4 "Agent contract prompts"): the pending check and the daily salary, dividend and
 * hourly contract lists with their accept calls. Agents only (type above 0, not trial 4).
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext, SessionRecord } from '../context';
import { AppError, MESSAGES, ok, readBody } from '../http/envelope';
import { intIn } from '../http/schemas';

const KINDS = { dailySalary: 'SALARY', dividend: 'DIVIDEND', hourly: 'HOURLY' } as const;

function requireAgent(session: SessionRecord): void {
  if (!(session.type > 0) || session.type === 4) throw new AppError('NO_PERMISSION', MESSAGES.noPermission, 403);
}

export const agentRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  // Each value is the id (as text) of a pending contract of that kind, or '' when there is none.
  app.get('/wps/agent/contract/pending', async (c) => {
    const session = await ctx.requireSession(c);
    const empty = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
    if (!(session.type > 0) || session.type === 4) return ok(c, empty);
    const { rows } = await db.query<{ kind: string; id: number }>(
      `SELECT kind, min(id) AS id FROM agent_contracts WHERE member_id = $1 AND status = 'PENDING' GROUP BY kind`,
      [session.memberId],
    );
    const pending = (kind: string) => {
      const row = rows.find((r) => r.kind === kind);
      return row ? String(row.id) : '';
    };
    return ok(c, {
      dailysalreqtype: pending('SALARY'),
      divtypecompperiodreq: pending('DIVIDEND'),
      contracthoursalreq: pending('HOURLY'),
    });
  });

  for (const [path, kind] of Object.entries(KINDS)) {
    app.get(`/wps/agent/contract/${path}`, async (c) => {
      const session = await ctx.requireSession(c);
      requireAgent(session);
      const { rows } = await db.query<{
        id: number;
        status: string;
        terms: unknown;
        created_at: Date;
        accepted_at: Date | null;
      }>(
        'SELECT id, status, terms, created_at, accepted_at FROM agent_contracts WHERE member_id = $1 AND kind = $2 ORDER BY id',
        [session.memberId, kind],
      );
      return ok(
        c,
        rows.map((row) => ({
          id: row.id,
          kind,
          status: row.status,
          terms: row.terms,
          createdAt: row.created_at.toISOString(),
          acceptedAt: row.accepted_at ? row.accepted_at.toISOString() : null,
        })),
      );
    });

    app.post(`/wps/agent/contract/${path}/accept`, async (c) => {
      const session = await ctx.requireSession(c);
      requireAgent(session);
      const { id } = await readBody(c, z.object({ id: intIn(1, 2_147_483_647) }));
      const { rows } = await db.query<{ id: number }>(
        `UPDATE agent_contracts SET status = 'ACCEPTED', accepted_at = now()
          WHERE id = $1 AND member_id = $2 AND kind = $3 AND status = 'PENDING' RETURNING id`,
        [id, session.memberId, kind],
      );
      if (rows.length === 0)
        throw new AppError('CONTRACT_NOT_FOUND', 'The contract does not exist or is not pending', 404);
      return ok(c, { id, status: 'ACCEPTED' });
    });
  }
};
