/**
 * The player's game rounds for the site's game records (`/m/gameRecord`): a page of rounds and daily sums, filtered
 * by time and category (the game's game type: RNG, LIVE, FISH, ...). Amounts come from the rounds whose bets and wins
 * are the journal's BET and WIN rows, so the sums equal the money moved.
 */
import { z } from 'zod';
import type { RouteModule } from '../context';
import type { Db } from '../db/db';
import { AppError, ok, readQuery } from '../http/envelope';
import { intIn, text } from '../http/schemas';
import { centsOf } from '../ledger/journal';

const isoTime = text(40).pipe(
  z.string().refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'must be an ISO date and time'),
);
const filters = {
  from: isoTime,
  to: isoTime,
  category: text(20).pipe(z.string().regex(/^[A-Za-z0-9_]*$/, 'must be a game type such as RNG')),
};
const roundsQuery = z.object({ ...filters, pageNo: intIn(1, 100_000, 1), pageSize: intIn(1, 100, 20) });
const summaryQuery = z.object({ ...filters, tzOffset: intIn(-840, 840, 0) });

/** The WHERE of a member's rounds with the filters ($1 is the member). */
function whereOf(memberId: number, q: { from: string; to: string; category: string }) {
  const params: unknown[] = [memberId];
  const parts = ['r.member_id = $1'];
  if (q.from) {
    params.push(new Date(q.from).toISOString());
    parts.push(`r.created_at >= $${params.length}::timestamptz`);
  }
  if (q.to) {
    params.push(new Date(q.to).toISOString());
    parts.push(`r.created_at < $${params.length}::timestamptz`);
  }
  const category = q.category.toUpperCase();
  if (category && category !== 'ALL') {
    params.push(category);
    parts.push(`g.game_type = $${params.length}`);
  }
  if (q.from && q.to && Date.parse(q.from) > Date.parse(q.to)) {
    throw new AppError('INVALID_INPUT', 'to: must not be before from', 400, {
      fields: { to: 'must not be before from' },
    });
  }
  return { sql: `WHERE ${parts.join(' AND ')}`, params };
}

const FROM = 'FROM game_rounds r JOIN games g ON g.node_id = r.node_id JOIN vendors v ON v.vassalage = g.vassalage';

/** A `numeric` amount as a JSON number with two decimals, exactly. */
const money = (value: string) => centsOf(value) / 100;

export async function roundsPage(
  db: Db,
  memberId: number,
  q: z.infer<typeof roundsQuery>,
): Promise<{ content: unknown[]; pageNum: number; totalPages: number; total: number }> {
  const where = whereOf(memberId, q);
  const { rows: count } = await db.query<{ n: number }>(`SELECT count(*) AS n ${FROM} ${where.sql}`, where.params);
  const total = Number(count[0]?.n ?? 0);
  const { rows } = await db.query<{
    id: string;
    node_id: number;
    game_name: string;
    vassalage: string;
    display_name: string;
    game_type: string;
    bet: string;
    win: string;
    status: string;
    created_at: Date;
  }>(
    `SELECT r.id, r.node_id, g.game_name, g.vassalage, v.display_name, g.game_type, r.bet, r.win, r.status, r.created_at
     ${FROM} ${where.sql} ORDER BY r.created_at DESC, r.id DESC
     LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
    where.params,
  );
  return {
    content: rows.map((row) => ({
      roundId: row.id,
      nodeId: String(row.node_id),
      gameName: row.game_name,
      vendor: row.vassalage,
      vendorName: row.display_name,
      category: row.game_type,
      bet: money(row.bet),
      win: money(row.win),
      net: (centsOf(row.win) - centsOf(row.bet)) / 100,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    pageNum: q.pageNo,
    totalPages: Math.ceil(total / q.pageSize),
    total,
  };
}

export const gameRoundsRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;

  app.get('/wps/game/rounds', async (c) => {
    const session = await ctx.requireSession(c);
    return ok(c, await roundsPage(db, session.memberId, readQuery(c, roundsQuery)));
  });

  app.get('/wps/game/rounds/summary', async (c) => {
    const session = await ctx.requireSession(c);
    const q = readQuery(c, summaryQuery);
    const where = whereOf(session.memberId, q);
    where.params.push(q.tzOffset);
    // The player's calendar day: Date#getTimezoneOffset is UTC minus local time, in minutes.
    const day = `to_char((r.created_at AT TIME ZONE 'UTC') - ($${where.params.length}::integer * interval '1 minute'), 'YYYY-MM-DD')`;
    const { rows } = await db.query<{ date: string; rounds: number; bets: string; wins: string }>(
      `SELECT ${day} AS date, count(*) AS rounds, sum(r.bet) AS bets, sum(r.win) AS wins
       ${FROM} ${where.sql} GROUP BY 1 ORDER BY 1 DESC`,
      where.params,
    );
    const days = rows.map((row) => {
      const bets = money(row.bets);
      const wins = money(row.wins);
      return {
        date: row.date,
        rounds: Number(row.rounds),
        bets,
        wins,
        net: (centsOf(row.wins) - centsOf(row.bets)) / 100,
      };
    });
    const betCents = rows.reduce((sum, row) => sum + centsOf(row.bets), 0);
    const winCents = rows.reduce((sum, row) => sum + centsOf(row.wins), 0);
    const total = {
      rounds: days.reduce((sum, d) => sum + d.rounds, 0),
      bets: betCents / 100,
      wins: winCents / 100,
      net: (winCents - betCents) / 100,
    };
    return ok(c, { days, total });
  });
};
