/**
 * The leaderboard (issue 15 item 4): members ranked by the total they won in settled, non-trial game rounds that
 * settled within the period (today or this week in the site's time zone, src/domain/member/leaderboard.ts). Ties go
 * to whoever reached the total first. Names are masked as on the winner board; the caller's own position is added
 * when a member asks (null for a visitor).
 */
import { type LeaderboardPeriod, periodBounds } from '../../src/domain/member/leaderboard';
import type { SiteConfigStore } from '../config/site-config';
import type { Db } from '../db/db';
import { maskCustomerName } from '../routes/games';

export interface LeaderboardRow {
  rank: number;
  customerName: string;
  winAmount: string;
  rounds: number;
}

export interface Leaderboard {
  period: LeaderboardPeriod;
  from: string;
  to: string;
  currencySymbol: string;
  rows: LeaderboardRow[];
  /** The caller's position: null for a visitor; `rank` null when the caller won nothing in the period. */
  own: (Omit<LeaderboardRow, 'rank'> & { rank: number | null }) | null;
}

interface RankedRow {
  member_id: number;
  username: string;
  win: string;
  rounds: number;
  pos: number;
}

export async function leaderboard(
  db: Db,
  config: SiteConfigStore,
  options: { period: LeaderboardPeriod; limit: number; memberId: number | null; nowMs: number },
): Promise<Leaderboard> {
  const bounds = periodBounds(options.period, options.nowMs, config.get().vip.utcOffsetMinutes);
  const { rows } = await db.query<RankedRow>(
    `WITH totals AS (
       SELECT r.member_id, m.username, sum(r.win) AS win, count(*)::int AS rounds, max(r.settled_at) AS last_at
         FROM game_rounds r JOIN members m ON m.id = r.member_id
        WHERE r.status = 'SETTLED' AND NOT r.trial AND r.settled_at >= $1 AND r.settled_at < $2
        GROUP BY r.member_id, m.username
       HAVING sum(r.win) > 0
     ), ranked AS (
       SELECT *, row_number() OVER (ORDER BY win DESC, last_at, member_id)::int AS pos FROM totals
     )
     SELECT member_id, username, win::text AS win, rounds, pos FROM ranked
      WHERE pos <= $3 OR member_id = $4 ORDER BY pos`,
    [new Date(bounds.from), new Date(bounds.to), options.limit, options.memberId ?? -1],
  );
  const toRow = (row: RankedRow): LeaderboardRow => ({
    rank: Number(row.pos),
    customerName: maskCustomerName(row.username),
    winAmount: Number(row.win).toFixed(2),
    rounds: Number(row.rounds),
  });
  let own: Leaderboard['own'] = null;
  if (options.memberId !== null) {
    const mine = rows.find((row) => Number(row.member_id) === options.memberId);
    if (mine) own = toRow(mine);
    else {
      const { rows: member } = await db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [
        options.memberId,
      ]);
      own = { rank: null, customerName: maskCustomerName(member[0]?.username ?? ''), winAmount: '0.00', rounds: 0 };
    }
  }
  return {
    period: options.period,
    ...bounds,
    currencySymbol: config.get().whitelabel.currencySymbol,
    rows: rows.filter((row) => Number(row.pos) <= options.limit).map(toRow),
    own,
  };
}
