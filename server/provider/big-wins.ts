/**
 * Real big wins for the winner board: settled rounds of real members (never trial credit) that paid at least ten
 * times the bet, biggest first, in the shape of the seeded winners' rows.
 */
import type { Db } from '../db/db';
import { GAME_SELECT, type GameRow } from '../routes/games';

export const BIG_WIN_MULTIPLIER = 10;

export type WinnerRow = GameRow & { customer_name: string; win_amount: string; won_at: Date };

export async function bigWins(db: Db, limit: number, category: string | null): Promise<WinnerRow[]> {
  const params: unknown[] = [limit, BIG_WIN_MULTIPLIER];
  if (category) params.push(category);
  const { rows } = await db.query<WinnerRow>(
    `${GAME_SELECT.replace(
      'FROM games g',
      `, m.username AS customer_name, r.win AS win_amount, r.settled_at AS won_at
       FROM game_rounds r JOIN members m ON m.id = r.member_id JOIN games g ON g.node_id = r.node_id`,
    )}
     WHERE r.status = 'SETTLED' AND NOT r.trial AND r.win > 0 AND r.win >= $2 * r.bet
       ${category ? 'AND $3 = ANY(g.categories)' : ''}
     ORDER BY r.win DESC, r.settled_at DESC LIMIT $1`,
    params,
  );
  return rows;
}
