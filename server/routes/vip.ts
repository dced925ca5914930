/** VIP levels and benefits, the member's level and progress, upgrade bonuses; the leaderboard periods (issue 15) */
import type { Hono } from 'hono';
import type { RouteModule, ServerContext } from '../context';
import { AppError, ok } from '../http/envelope';
import { decimalOf } from '../ledger/journal';
import { vipStatus } from '../vip/status';

const money = (cents: number): number => Number(decimalOf(cents));

export const vipRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  // GET /wps/member/vip: the levels, the member's level and progress; pays upgrade bonuses not paid yet.
  app.get('/wps/member/vip', async (c) => {
    const session = await ctx.requireSession(c);
    if (!ctx.config.flag('VIP')) throw new AppError('VIP_DISABLED', 'VIP benefits are not available', 403);
    const status = await vipStatus(ctx.db, ctx.config, session.memberId);
    return ok(c, {
      levels: status.levels,
      current: { level: status.current.level, name: status.current.name },
      next: status.next ? { level: status.next.level, name: status.next.name, threshold: status.next.threshold } : null,
      progress: {
        turnover: money(status.turnoverCents),
        deposits: money(status.depositsCents),
        total: money(status.totalCents),
        toNext: money(status.toNextCents),
        percent: status.percent,
      },
      credited: status.credited.map((u) => ({ level: u.level, name: u.name, bonus: money(u.bonusCents) })),
      upgrades: status.upgrades.map((u) => ({
        level: u.level,
        name: u.name,
        bonus: money(u.bonusCents),
        createdAt: u.createdAt,
      })),
    });
  });
};
