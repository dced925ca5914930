/**
 * What a member's rolling windows have used (issue 16 tool 1), on the protection clock. Every guarded deposit and bet
 * transaction leaves a mark with the clock's time and the transaction's own time; the window's oldest mark tells
 * from which real time on the member's deposits, rounds and lottery orders belong to the window (both times only
 * move forward), so the amounts are read from those rows themselves and a moved clock moves every window alike.
 *
 * - deposits: requested deposits that are PENDING (not past their expiry) or APPROVED; a rejected or expired one
 *   frees its amount again;
 * - wager: the stakes of game rounds and of lottery orders that are not cancelled;
 * - loss: the wager minus what those rounds and orders won (an open round or undrawn order counts as lost).
 */

import { type LimitKind, type LimitPeriod, periodMs } from '../../../src/domain/protection/limits';
import type { Db } from '../../db/db';
import { centsOf } from '../../ledger/journal';

type Tx = Pick<Db, 'query'>;

export type MarkKind = 'DEPOSIT' | 'BET';

/** Records that a guarded deposit or bet of the member runs in this transaction, at the clock's `at`. */
export async function markUsage(tx: Tx, memberId: number, kind: MarkKind, at: Date): Promise<void> {
  await tx.query('INSERT INTO protection_limit_marks (member_id, kind, at) VALUES ($1, $2, $3)', [
    memberId,
    kind,
    at.toISOString(),
  ]);
}

export interface WindowUse {
  usedCents: number;
  /** The clock time of the window's oldest counted entry (null: nothing counted yet). */
  firstAt: Date | null;
}

const markKindOf = (kind: LimitKind): MarkKind => (kind === 'DEPOSIT' ? 'DEPOSIT' : 'BET');

/** What the `period` window ending at `now` has used of a `kind` limit. */
export async function windowUse(
  db: Tx,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  now: Date,
): Promise<WindowUse> {
  const start = new Date(now.getTime() - periodMs(period));
  const { rows: firsts } = await db.query<{ tx_at: Date | string | null; at: Date | string | null }>(
    `SELECT min(tx_at) AS tx_at, min(at) AS at FROM protection_limit_marks
      WHERE member_id = $1 AND kind = $2 AND at > $3 AND at <= $4`,
    [memberId, markKindOf(kind), start.toISOString(), now.toISOString()],
  );
  const first = firsts[0];
  if (!first?.tx_at || !first.at) return { usedCents: 0, firstAt: null };
  const since = new Date(first.tx_at).toISOString();
  const firstAt = new Date(first.at);
  if (kind === 'DEPOSIT') {
    const { rows } = await db.query<{ total: string | null }>(
      `SELECT sum(amount) AS total FROM deposits
        WHERE member_id = $1 AND created_at >= $2
          AND (status = 'APPROVED' OR (status = 'PENDING' AND expires_at > now()))`,
      [memberId, since],
    );
    return { usedCents: centsOf(rows[0]?.total ?? 0), firstAt };
  }
  const { rows } = await db.query<{ bets: string | null; wins: string | null }>(
    `SELECT sum(bet) AS bets, sum(win) AS wins FROM (
       SELECT bet, win FROM game_rounds WHERE member_id = $1 AND created_at >= $2
       UNION ALL
       SELECT bet_amount, win_amount FROM lottery_orders
        WHERE member_id = $1 AND created_at >= $2 AND status <> 'CANCELLED'
     ) AS played`,
    [memberId, since],
  );
  const bets = centsOf(rows[0]?.bets ?? 0);
  const wins = centsOf(rows[0]?.wins ?? 0);
  return { usedCents: kind === 'WAGER' ? bets : Math.max(0, bets - wins), firstAt };
}
