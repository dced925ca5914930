/**
 * Guess throttling on the `login_failures` table, for every secret a client can guess: the login password or SMS
 * code (per account and per address), the old password and the payment PIN (per member).
 *
 * A try is reserved before its secret is checked: a `pending` row is written, then the rows of the key are counted
 * (the row is in before the count is read, so parallel tries see each other and no more than the limit are ever
 * checked). A right secret deletes its row (`releaseTry`), a wrong one settles it (`settleFailure`). A try that
 * finds the limit taken by tries still being checked waits for them rather than being refused.
 *
 * Login: after one settled failure of the account, or 3 settled failures from the address, the captcha is required;
 * 5 failures of an account within 15 minutes lock it (TOO_MANY_ATTEMPTS) until the window has passed. An address
 * is never locked outright: many players share one behind carrier NAT, so failures there only turn the captcha on
 * for it, and the right password of any other account still logs in (with the captcha). A successful login clears
 * the account's failures.
 */
import type { Db } from '../db/db';

export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES = 5;
/** Failures from one address after which every login from it needs the captcha (one address may be shared). */
export const LOGIN_CAPTCHA_AFTER_IP_FAILURES = 3;

export interface LoginThrottle {
  /** Settled failures of this account within the window. */
  account: number;
  /** Settled failures from this address within the window. */
  ip: number;
}

export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Settled failures only: a try still being checked may be a right password and must not switch anything on. */
export async function loginFailures(db: Db, account: string, ip: string): Promise<LoginThrottle> {
  const { rows } = await db.query<{ scope: string; n: number }>(
    `SELECT scope, count(*) AS n FROM login_failures
      WHERE ((scope = 'account' AND key = $1) OR (scope = 'ip' AND key = $2)) AND NOT pending
        AND at > now() - ($3::integer * interval '1 minute')
      GROUP BY scope`,
    [account, ip, LOGIN_WINDOW_MINUTES],
  );
  const count = (scope: string) => rows.find((row) => row.scope === scope)?.n ?? 0;
  return { account: count('account'), ip: count('ip') };
}

export function isLocked(throttle: LoginThrottle): boolean {
  return throttle.account >= LOGIN_MAX_FAILURES;
}

/** The captcha is required after one failure of the account, or after 3 failures from the address. */
export function captchaRequired(throttle: LoginThrottle): boolean {
  return throttle.account > 0 || throttle.ip >= LOGIN_CAPTCHA_AFTER_IP_FAILURES;
}

/** A failure known at once (a wrong captcha): settled, for the account and the address. */
export async function recordLoginFailure(db: Db, account: string, ip: string): Promise<void> {
  await db.query(`INSERT INTO login_failures (scope, key) VALUES ('account', $1), ('ip', $2)`, [account, ip]);
  await pruneLoginFailures(db);
}

/** Housekeeping: every window on this table is at most an hour. */
export async function pruneLoginFailures(db: Db): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE at < now() - interval '2 hours'`);
}

/** A reserved try: its rows, or why none was left. */
export type Reservation = { ids: string[] } | { refused: 'locked' | 'busy' };

async function tries(db: Db, scope: string, key: string): Promise<{ all: number; settled: number }> {
  const { rows } = await db.query<{ total: number; settled: number }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE NOT pending) AS settled FROM login_failures
      WHERE scope = $1 AND key = $2 AND at > now() - ($3::integer * interval '1 minute')`,
    [scope, key, LOGIN_WINDOW_MINUTES],
  );
  return { all: Number(rows[0]?.total ?? 0), settled: Number(rows[0]?.settled ?? 0) };
}

/** How long a try waits for other tries of its key to be checked, before it answers "busy". */
const BUSY_WAIT_MS = 8000;

/**
 * Takes one try of `scope`/`key` (plus, for a login, an uncounted row of the address) before the secret is checked.
 * When the key already holds `max` tries in the window: `locked` if they are settled failures; if some are still
 * being checked, it waits (jittered) for them to settle and tries again, so parallel right secrets (one member's
 * parallel withdrawals) all get through while parallel guesses still get at most `max` checks; `busy` after
 * BUSY_WAIT_MS. A refused try keeps nothing.
 */
export async function reserveTry(
  db: Db,
  scope: string,
  key: string,
  max = LOGIN_MAX_FAILURES,
  alsoIp?: string,
): Promise<Reservation> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const { rows } = await db.query<{ id: number }>(
      alsoIp === undefined
        ? 'INSERT INTO login_failures (scope, key, pending) VALUES ($1, $2, true) RETURNING id'
        : `INSERT INTO login_failures (scope, key, pending) VALUES ($1, $2, true), ('ip', $3, true) RETURNING id`,
      alsoIp === undefined ? [scope, key] : [scope, key, alsoIp],
    );
    const ids = rows.map((row) => String(row.id));
    const now = await tries(db, scope, key);
    if (now.all <= max) return { ids };
    await releaseTry(db, ids);
    if (now.settled >= max) return { refused: 'locked' };
    if (Date.now() >= deadline) return { refused: 'busy' };
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
  }
}

/** Login: one try of the account and of the address; only the account's tries are limited. */
export function reserveLoginAttempt(db: Db, account: string, ip: string): Promise<Reservation> {
  return reserveTry(db, 'account', account, LOGIN_MAX_FAILURES, ip);
}

/** The reserved try was right: it is no failure. */
export async function releaseTry(db: Db, ids: string[]): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE id = ANY ($1::bigint[])', [ids]);
}

/** The reserved try was wrong: it now counts as a failure (and for the captcha). */
export async function settleFailure(db: Db, ids: string[]): Promise<void> {
  await db.query('UPDATE login_failures SET pending = false WHERE id = ANY ($1::bigint[])', [ids]);
  await pruneLoginFailures(db);
}

/**
 * A successful login clears the account's failures. The address's failures are kept (they expire with the
 * window): an attacker must not reset the per-address count by logging in to an account of their own.
 */
export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE scope = 'account' AND key = $1 AND NOT pending`, [account]);
}

/** Generic counters on the same table (scope other than 'account'/'ip'): SMS per address, trial accounts, ... */
export async function recordEvent(db: Db, scope: string, key: string): Promise<void> {
  await db.query('INSERT INTO login_failures (scope, key) VALUES ($1, $2)', [scope, key]);
}

export async function countEvents(db: Db, scope: string, key: string, windowMinutes: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM login_failures
      WHERE scope = $1 AND key = $2 AND at > now() - ($3::integer * interval '1 minute')`,
    [scope, key, windowMinutes],
  );
  return rows[0]?.n ?? 0;
}
