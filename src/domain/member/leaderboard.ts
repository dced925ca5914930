/**
 * Leaderboard periods (issue 15 item 4): today and this week in the site's time zone, so every player sees the same
 * board. The week starts on Monday. Bounds are `from` inclusive and `to` exclusive, as ISO instants.
 */

export const LEADERBOARD_PERIODS = ['today', 'week'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export interface PeriodBounds {
  from: string;
  to: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export function isLeaderboardPeriod(value: unknown): value is LeaderboardPeriod {
  return typeof value === 'string' && (LEADERBOARD_PERIODS as readonly string[]).includes(value);
}

/** The bounds of `period` at `nowMs` for a site whose clock is `utcOffsetMinutes` ahead of UTC (Manila: 480). */
export function periodBounds(period: LeaderboardPeriod, nowMs: number, utcOffsetMinutes: number): PeriodBounds {
  const offsetMs = utcOffsetMinutes * MINUTE_MS;
  const localDay = Math.floor((nowMs + offsetMs) / DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) % 7 counts days since Monday.
  const startDay = period === 'today' ? localDay : localDay - ((localDay + 3) % 7);
  const days = period === 'today' ? 1 : 7;
  return {
    from: new Date(startDay * DAY_MS - offsetMs).toISOString(),
    to: new Date((startDay + days) * DAY_MS - offsetMs).toISOString(),
  };
}

export interface LeaderboardRow {
  rank: number;
  customerName: string;
  winAmount: number;
  rounds: number;
}

/** The answer of GCSGAME_getRankList with a period (server/README.md "Leaderboard"). */
export interface LeaderboardBoard {
  period: LeaderboardPeriod;
  currencySymbol: string;
  rows: LeaderboardRow[];
  /** The player's own position: null for a visitor; `rank` null when the player won nothing in the period. */
  own: { rank: number | null; customerName: string; winAmount: number } | null;
}
