/** Points and the reward centre: points history, rewards and their claims, the points-to-bonus exchange (issue 15) */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { exchangeCents } from '../../src/domain/member/rewards';
import type { RouteModule, ServerContext } from '../context';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { intIn } from '../http/schemas';
import { idempotencyKeyOf, once } from '../ledger/idempotency';
import { centsOf, lockWallet, postEntry } from '../ledger/journal';
import { grantByRules, memberRewards, REWARD_COLUMNS, type RewardRow, rewardOf } from '../rewards/grants';
import { accruePoints, pointsBalance, pointsPage } from '../rewards/points';
import { requireReal, TRIAL_TYPE } from './member';

/** A reward's id from the path: a positive integer (anything else is no reward of this member). */
function rewardIdOf(c: Context): number {
  const raw = c.req.param('id') ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new AppError('REWARD_NOT_FOUND', 'This reward was not found', 404);
  return Number(raw);
}

export const rewardsRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;
  const rewardsConfig = () => ctx.config.get().rewards;

  // GET /wps/member/points?pageNo&pageSize -> { balance, content, pageNum, totalPages, total, exchange }
  app.get('/wps/member/points', async (c) => {
    const session = await ctx.requireSession(c);
    const query = readQuery(c, z.object({ pageNo: intIn(1, 100_000, 1), pageSize: intIn(1, 100, 20) }));
    await accruePoints(db, session.memberId, rewardsConfig());
    const page = await pointsPage(db, session.memberId, query.pageNo, query.pageSize);
    return ok(c, {
      balance: await pointsBalance(db, session.memberId),
      ...page,
      exchange: rewardsConfig().exchange,
    });
  });

  // GET /wps/member/rewards -> { content: [{ id, code, titleKey, title, amount, status, expiresAt, claimedAt }] }
  app.get('/wps/member/rewards', async (c) => {
    const session = await ctx.requireSession(c);
    // Trial accounts get no rewards: they could never claim them.
    if (session.type === TRIAL_TYPE) return ok(c, { content: [] });
    await accruePoints(db, session.memberId, rewardsConfig());
    await grantByRules(db, session.memberId);
    return ok(c, { content: await memberRewards(db, session.memberId) });
  });

  // POST /wps/member/rewards/:id/claim (Idempotency-Key) -> { reward, balance }: credits the reward once.
  app.post('/wps/member/rewards/:id/claim', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const key = idempotencyKeyOf(c);
    const id = rewardIdOf(c);
    const memberId = session.memberId;
    const answer = await once(db, { memberId, scope: `reward-claim:${id}`, key, request: null }, async (tx) => {
      await lockWallet(tx, memberId, 'MAIN');
      const { rows } = await tx.query<RewardRow>(
        `SELECT ${REWARD_COLUMNS} FROM member_rewards r JOIN reward_definitions d ON d.code = r.code
          WHERE r.id = $1 AND r.member_id = $2 FOR UPDATE OF r`,
        [id, memberId],
      );
      const row = rows[0];
      if (!row) throw new AppError('REWARD_NOT_FOUND', 'This reward was not found', 404);
      const status = rewardOf(row).status;
      if (status === 'CLAIMED') {
        throw new AppError('REWARD_ALREADY_CLAIMED', 'This reward has already been claimed', 409);
      }
      if (status === 'EXPIRED') throw new AppError('REWARD_EXPIRED', 'This reward has expired', 409);
      const { rows: claimed } = await tx.query<{ claimed_at: Date }>(
        'UPDATE member_rewards SET claimed_at = now() WHERE id = $1 AND claimed_at IS NULL RETURNING claimed_at',
        [id],
      );
      const claimedAt = claimed[0]?.claimed_at;
      if (!claimedAt) throw new AppError('REWARD_ALREADY_CLAIMED', 'This reward has already been claimed', 409);
      const posted = await postEntry(tx, {
        memberId,
        walletCode: 'MAIN',
        deltaCents: centsOf(row.amount),
        kind: 'REWARD',
        remark: row.title_en,
        ref: { kind: 'REWARD', id: String(id) },
      });
      const reward = rewardOf({ ...row, claimed_at: claimedAt });
      return { reward, balance: posted.balanceAfterCents / 100 };
    });
    return ok(c, answer);
  });

  // POST /wps/member/points/exchange (Idempotency-Key) { points } -> { points, amount, balance }
  app.post('/wps/member/points/exchange', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const key = idempotencyKeyOf(c);
    const body = await readBody(c, z.object({ points: intIn(1, 1_000_000_000) }));
    const rule = rewardsConfig().exchange;
    if (body.points < rule.minPoints || body.points % rule.pointsPerUnit !== 0) {
      const problem =
        body.points < rule.minPoints
          ? `must be at least ${rule.minPoints}`
          : `must be a multiple of ${rule.pointsPerUnit}`;
      throw new AppError('INVALID_INPUT', `points: ${problem}`, 400, { fields: { points: problem } });
    }
    const memberId = session.memberId;
    await accruePoints(db, memberId, rewardsConfig());
    const answer = await once(db, { memberId, scope: 'points-exchange', key, request: body }, async (tx) => {
      // The wallet lock also orders this member's point moves: two exchanges cannot spend the same points.
      await lockWallet(tx, memberId, 'MAIN');
      const held = await pointsBalance(tx, memberId);
      if (body.points > held) {
        throw new AppError('POINTS_INSUFFICIENT', 'Not enough points', 409, { held });
      }
      const cents = exchangeCents(body.points, rule);
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO points_exchanges (member_id, points, amount) VALUES ($1, $2, $3::numeric) RETURNING id',
        [memberId, body.points, (cents / 100).toFixed(2)],
      );
      const exchangeId = rows[0]?.id;
      await tx.query(
        `INSERT INTO points_entries (member_id, kind, points, exchange_id) VALUES ($1, 'EXCHANGE', $2, $3)`,
        [memberId, -body.points, exchangeId],
      );
      const posted = await postEntry(tx, {
        memberId,
        walletCode: 'MAIN',
        deltaCents: cents,
        kind: 'POINTS_EXCHANGE',
        remark: `${body.points} points`,
        ref: { kind: 'POINTS_EXCHANGE', id: String(exchangeId) },
      });
      return { points: held - body.points, amount: cents / 100, balance: posted.balanceAfterCents / 100 };
    });
    return ok(c, answer);
  });
};
