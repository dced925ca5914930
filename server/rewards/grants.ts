/**
 * Rewards granted to members (issue 15 item 3), by the rules of `reward_definitions` (migration 012): ONCE (the
 * welcome bonus, on the first read), WEEKLY (one per ISO week, on read, expiring after its valid days), POINTS (once
 * the member has earned the threshold), MANUAL (only the dev helper). Granting is idempotent: one per (member,
 * definition, grant key).
 */

import { isoWeekKey, type Reward, rewardStatusAt } from '../../src/domain/member/rewards';
import type { Db } from '../db/db';
import { AppError } from '../http/envelope';
import { centsOf } from '../ledger/journal';
import { pointsEarned } from './points';

/** Grants what the rules give the member now (nothing twice). */
export async function grantByRules(db: Db, memberId: number, now: Date = new Date()): Promise<void> {
  const earned = await pointsEarned(db, memberId);
  await db.query(
    `INSERT INTO member_rewards (member_id, code, grant_key, amount, expires_at)
     SELECT $1, d.code, CASE d.grant_rule WHEN 'WEEKLY' THEN $2 ELSE 'once' END, d.amount,
            CASE WHEN d.valid_days IS NULL THEN NULL ELSE now() + d.valid_days * interval '1 day' END
       FROM reward_definitions d
      WHERE d.grant_rule IN ('ONCE', 'WEEKLY') OR (d.grant_rule = 'POINTS' AND $3 >= d.threshold)
     ON CONFLICT (member_id, code, grant_key) DO NOTHING`,
    [memberId, isoWeekKey(now), earned],
  );
}

export interface RewardRow {
  id: number;
  code: string;
  title_key: string;
  title_en: string;
  amount: string;
  expires_at: Date | null;
  claimed_at: Date | null;
}

export const REWARD_COLUMNS = `r.id, r.code, d.title_key, d.title_en, r.amount::text AS amount, r.expires_at, r.claimed_at`;

/** The answer's shape of a granted reward, with its claim state now. */
export function rewardOf(row: RewardRow, nowMs: number = Date.now()): Reward & { code: string } {
  const dates = {
    expiresAt: row.expires_at ? row.expires_at.toISOString() : '',
    claimedAt: row.claimed_at ? row.claimed_at.toISOString() : '',
  };
  return {
    id: String(row.id),
    code: row.code,
    titleKey: row.title_key,
    title: row.title_en,
    amount: centsOf(row.amount) / 100,
    status: rewardStatusAt(dates, nowMs),
    ...dates,
  };
}

/** The member's rewards: available first (soonest expiry first), then the rest, newest first. */
export async function memberRewards(db: Db, memberId: number): Promise<(Reward & { code: string })[]> {
  const { rows } = await db.query<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM member_rewards r JOIN reward_definitions d ON d.code = r.code
      WHERE r.member_id = $1 ORDER BY r.id DESC`,
    [memberId],
  );
  const now = Date.now();
  const rank = { AVAILABLE: 0, CLAIMED: 1, EXPIRED: 2 } as const;
  return rows
    .map((row) => rewardOf(row, now))
    .sort((a, b) => rank[a.status] - rank[b.status] || Number(b.id) - Number(a.id));
}

/** The dev helper's grant: a definition (any rule) to a member, with its amount and expiry (days; below 0: expired). */
export async function grantReward(
  db: Db,
  memberId: number,
  grant: { code: string; amount?: number; expiresInDays?: number; key: string },
): Promise<Reward & { code: string }> {
  const { rows: defs } = await db.query<{ amount: string; valid_days: number | null }>(
    'SELECT amount::text AS amount, valid_days FROM reward_definitions WHERE code = $1',
    [grant.code],
  );
  const def = defs[0];
  if (!def) throw new AppError('NOT_FOUND', 'No such reward definition', 404);
  const days = grant.expiresInDays ?? def.valid_days;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO member_rewards (member_id, code, grant_key, amount, expires_at)
     VALUES ($1, $2, $3, $4::numeric, CASE WHEN $5::integer IS NULL THEN NULL ELSE now() + $5::integer * interval '1 day' END)
     RETURNING id`,
    [memberId, grant.code, grant.key, grant.amount === undefined ? def.amount : grant.amount.toFixed(2), days],
  );
  const { rows: granted } = await db.query<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM member_rewards r JOIN reward_definitions d ON d.code = r.code WHERE r.id = $1`,
    [rows[0]?.id],
  );
  return rewardOf(granted[0] as RewardRow);
}
