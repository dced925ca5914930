/**
 * Account activity (issue 16 item 6): what the member deposited, withdrew, bet and won, and the net position (wins
 * minus bets), over the last 30 days and since the account opened. Only money that really moved counts: approved
 * deposits, approved (paid out) withdrawals, settled game rounds (free-play rounds left out) and settled lottery
 * orders (their won or lost sub-orders; cancelled ones were refunded). The window is measured on the protection
 * clock (`ctx.clock`), so a moved clock moves it too.
 */
import {
  ACTIVITY_WINDOW_DAYS,
  type AccountActivity,
  type ActivityTotals,
  activityTotals,
} from '../../src/domain/protection/activity';
import type { Db } from '../db/db';
import { centsOf } from '../ledger/journal';

type Queryable = Pick<Db, 'query'>;

interface SumsRow {
  deposits: string;
  withdrawals: string;
  bets: string;
  wins: string;
}

/** Each amount summed in SQL (exact numeric), for the rows at or after `since` (all of them when null). */
const SUMS = `
  SELECT
    (SELECT coalesce(sum(amount), 0) FROM deposits
      WHERE member_id = $1 AND status = 'APPROVED' AND ($2::timestamptz IS NULL OR coalesce(decided_at, created_at) >= $2))::text AS deposits,
    (SELECT coalesce(sum(amount), 0) FROM withdrawals
      WHERE member_id = $1 AND status = 'APPROVED' AND ($2::timestamptz IS NULL OR coalesce(decided_at, created_at) >= $2))::text AS withdrawals,
    ((SELECT coalesce(sum(bet), 0) FROM game_rounds
       WHERE member_id = $1 AND status = 'SETTLED' AND NOT trial AND ($2::timestamptz IS NULL OR settled_at >= $2))
     + (SELECT coalesce(sum(s.amount), 0) FROM lottery_suborders s JOIN lottery_orders o ON o.order_no = s.order_no
         WHERE o.member_id = $1 AND s.status IN ('WON', 'LOST') AND ($2::timestamptz IS NULL OR o.draw_at >= $2)))::text AS bets,
    ((SELECT coalesce(sum(win), 0) FROM game_rounds
       WHERE member_id = $1 AND status = 'SETTLED' AND NOT trial AND ($2::timestamptz IS NULL OR settled_at >= $2))
     + (SELECT coalesce(sum(s.win_amount), 0) FROM lottery_suborders s JOIN lottery_orders o ON o.order_no = s.order_no
         WHERE o.member_id = $1 AND s.status IN ('WON', 'LOST') AND ($2::timestamptz IS NULL OR o.draw_at >= $2)))::text AS wins`;

async function sums(db: Queryable, memberId: number, since: Date | null): Promise<ActivityTotals> {
  const { rows } = await db.query<SumsRow>(SUMS, [memberId, since?.toISOString() ?? null]);
  const row = rows[0] ?? { deposits: '0', withdrawals: '0', bets: '0', wins: '0' };
  return activityTotals({
    deposits: centsOf(row.deposits),
    withdrawals: centsOf(row.withdrawals),
    bets: centsOf(row.bets),
    wins: centsOf(row.wins),
  });
}

export async function accountActivity(db: Queryable, memberId: number, now: Date): Promise<AccountActivity> {
  const since = new Date(now.getTime() - ACTIVITY_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await db.query<{ created_at: Date }>('SELECT created_at FROM members WHERE id = $1', [memberId]);
  const [last30Days, sinceOpened] = await Promise.all([sums(db, memberId, since), sums(db, memberId, null)]);
  return {
    openedAt: new Date(rows[0]?.created_at ?? now).toISOString(),
    windowStart: since.toISOString(),
    last30Days,
    sinceOpened,
  };
}
