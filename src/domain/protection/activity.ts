/**
 * Account activity (issue 16 item 6): deposits, withdrawals, bets, wins and the net position (wins minus bets) for
 * the last 30 days and since the account opened. Pure: shared by the server (which sums in cents) and the site
 * (which reads the answer). Money is a number with two decimals.
 */

/** The rolling window of "the last 30 days". */
export const ACTIVITY_WINDOW_DAYS = 30;

export interface ActivityTotals {
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  /** Wins minus bets: negative when the player lost money at play. */
  net: number;
}

export interface AccountActivity {
  openedAt: string;
  windowStart: string;
  last30Days: ActivityTotals;
  sinceOpened: ActivityTotals;
}

/** Totals from whole cents: each as money with two decimals, the net as wins minus bets. */
export function activityTotals(cents: { deposits: number; withdrawals: number; bets: number; wins: number }) {
  const money = (c: number) => Math.round(c) / 100;
  return {
    deposits: money(cents.deposits),
    withdrawals: money(cents.withdrawals),
    bets: money(cents.bets),
    wins: money(cents.wins),
    net: money(cents.wins - cents.bets),
  } satisfies ActivityTotals;
}

const ZERO: ActivityTotals = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, net: 0 };

function parseTotals(value: unknown): ActivityTotals {
  if (typeof value !== 'object' || value === null) return ZERO;
  const row = value as Record<string, unknown>;
  const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    deposits: amount(row.deposits),
    withdrawals: amount(row.withdrawals),
    bets: amount(row.bets),
    wins: amount(row.wins),
    net: amount(row.net),
  };
}

/** Reads the server's answer leniently: a missing amount is 0. */
export function parseActivity(value: unknown): AccountActivity {
  const row = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    openedAt: text(row.openedAt),
    windowStart: text(row.windowStart),
    last30Days: parseTotals(row.last30Days),
    sinceOpened: parseTotals(row.sinceOpened),
  };
}
