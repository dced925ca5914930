/**
 * Points (issue 15 item 3): accrued lazily on read from the member's settled real rounds, one points row per round
 * (unique by round id, so reading twice, or two reads at once, accrue once), and the balance as the rows' sum.
 */

import { type PointsEntryKind, pointsForRound } from '../../src/domain/member/rewards';
import type { RewardsConfig } from '../config/site-config';
import type { Db } from '../db/db';
import { centsOf, lockWallet } from '../ledger/journal';

const UNACCRUED = `FROM game_rounds r
  WHERE r.member_id = $1 AND r.status = 'SETTLED' AND NOT r.trial
    AND NOT EXISTS (SELECT 1 FROM points_entries p WHERE p.round_id = r.id)`;

/** Writes the points of settled rounds not yet counted (nothing when there are none: no lock on a plain read). */
export async function accruePoints(db: Db, memberId: number, config: RewardsConfig): Promise<void> {
  const { rows: pending } = await db.query(`SELECT 1 ${UNACCRUED} LIMIT 1`, [memberId]);
  if (pending.length === 0) return;
  await db.transaction(async (tx) => {
    // The member's wallet lock orders accruals and exchanges of one member (the running turnover must not race).
    await lockWallet(tx, memberId, 'MAIN');
    const { rows: sums } = await tx.query<{ turnover: string }>(
      `SELECT coalesce(sum(turnover), 0)::text AS turnover FROM points_entries WHERE member_id = $1 AND kind = 'ROUND'`,
      [memberId],
    );
    let before = centsOf(sums[0]?.turnover ?? '0');
    const { rows: rounds } = await tx.query<{ id: string; bet: string; settled_at: Date | null; created_at: Date }>(
      `SELECT r.id, r.bet::text AS bet, r.settled_at, r.created_at ${UNACCRUED}
        ORDER BY coalesce(r.settled_at, r.created_at), r.id`,
      [memberId],
    );
    for (const round of rounds) {
      const bet = centsOf(round.bet);
      await tx.query(
        `INSERT INTO points_entries (member_id, kind, points, turnover, round_id, created_at)
         VALUES ($1, 'ROUND', $2, $3::numeric, $4, $5) ON CONFLICT (round_id) DO NOTHING`,
        [
          memberId,
          pointsForRound(before, bet, config.turnoverPerPoint),
          round.bet,
          round.id,
          round.settled_at ?? round.created_at,
        ],
      );
      before += bet;
    }
  });
}

/** The member's points balance (earned minus exchanged). */
export async function pointsBalance(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.query<{ points: number }>(
    'SELECT coalesce(sum(points), 0)::integer AS points FROM points_entries WHERE member_id = $1',
    [memberId],
  );
  return Number(rows[0]?.points ?? 0);
}

/** Points ever earned from play (the milestone reward reads it; exchanges do not lower it). */
export async function pointsEarned(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.query<{ points: number }>(
    `SELECT coalesce(sum(points), 0)::integer AS points FROM points_entries WHERE member_id = $1 AND kind = 'ROUND'`,
    [memberId],
  );
  return Number(rows[0]?.points ?? 0);
}

/** Accrues, then answers the balance (member info's `points`). */
export async function currentPoints(db: Db, memberId: number, config: RewardsConfig): Promise<number> {
  await accruePoints(db, memberId, config);
  return pointsBalance(db, memberId);
}

export interface PointsRow {
  id: string;
  kind: PointsEntryKind;
  points: number;
  turnover: number;
  createdAt: string;
}

/** A page of the points history, newest first; rounds that earned nothing are left out. */
export async function pointsPage(
  db: Db,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ content: PointsRow[]; pageNum: number; totalPages: number; total: number }> {
  const { rows: counted } = await db.query<{ total: number }>(
    'SELECT count(*)::integer AS total FROM points_entries WHERE member_id = $1 AND points <> 0',
    [memberId],
  );
  const total = Number(counted[0]?.total ?? 0);
  const { rows } = await db.query<{
    id: number;
    kind: PointsEntryKind;
    points: number;
    turnover: string;
    created_at: Date;
  }>(
    `SELECT id, kind, points, turnover::text AS turnover, created_at FROM points_entries
      WHERE member_id = $1 AND points <> 0 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return {
    content: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      points: Number(row.points),
      turnover: centsOf(row.turnover) / 100,
      createdAt: row.created_at.toISOString(),
    })),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    total,
  };
}
