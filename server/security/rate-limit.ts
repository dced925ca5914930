/**
 * Login throttling, per account and per client address: after one failure the captcha is required for that
 * account and that address; after 5 failures within 15 minutes further attempts are refused (TOO_MANY_ATTEMPTS)
 * until the window has passed. A successful login clears the account's failures.
 */
import type { Db } from '../db/db';

export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES = 5;
/** Per address the limit is higher (several people can share one address). */
export const LOGIN_MAX_FAILURES_PER_IP = 20;

export interface LoginThrottle {
  /** Failures of this account within the window. */
  account: number;
  /** Failures from this address within the window. */
  ip: number;
}

export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

export async function loginFailures(db: Db, account: string, ip: string): Promise<LoginThrottle> {
  const { rows } = await db.query<{ scope: string; n: number }>(
    `SELECT scope, count(*) AS n FROM login_failures
      WHERE ((scope = 'account' AND key = $1) OR (scope = 'ip' AND key = $2))
        AND at > now() - ($3::integer * interval '1 minute')
      GROUP BY scope`,
    [account, ip, LOGIN_WINDOW_MINUTES],
  );
  const count = (scope: string) => rows.find((row) => row.scope === scope)?.n ?? 0;
  return { account: count('account'), ip: count('ip') };
}

export function isLocked(throttle: LoginThrottle): boolean {
  return throttle.account >= LOGIN_MAX_FAILURES || throttle.ip >= LOGIN_MAX_FAILURES_PER_IP;
}

/** Failures from one address after which every login from it needs the captcha (one address may be shared). */
export const LOGIN_CAPTCHA_AFTER_IP_FAILURES = 3;

/** The captcha is required after one failure of the account, or after 3 failures from the address. */
export function captchaRequired(throttle: LoginThrottle): boolean {
  return throttle.account > 0 || throttle.ip >= LOGIN_CAPTCHA_AFTER_IP_FAILURES;
}

export async function recordLoginFailure(db: Db, account: string, ip: string): Promise<void> {
  await db.query(`INSERT INTO login_failures (scope, key) VALUES ('account', $1), ('ip', $2)`, [account, ip]);
  await pruneLoginFailures(db);
}

/** Housekeeping: every window on this table is at most an hour. */
export async function pruneLoginFailures(db: Db): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE at < now() - interval '2 hours'`);
}

/**
 * Takes one try of the account and address before the secret is checked; the row counts as a failure until
 * `releaseLoginAttempt` (success) removes it. The row is written before the count is read, so parallel logins see
 * each other and no more than the allowed number get their password checked (in a burst past the limit, every try
 * that sees too many is refused). Null: no try left (nothing kept).
 */
export async function reserveLoginAttempt(db: Db, account: string, ip: string): Promise<string[] | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO login_failures (scope, key) VALUES ('account', $1), ('ip', $2) RETURNING id`,
    [account, ip],
  );
  const ids = rows.map((row) => String(row.id));
  const now = await loginFailures(db, account, ip);
  if (now.account > LOGIN_MAX_FAILURES || now.ip > LOGIN_MAX_FAILURES_PER_IP) {
    await releaseLoginAttempt(db, ids);
    return null;
  }
  return ids;
}

/** The reserved try succeeded: it is no failure. */
export async function releaseLoginAttempt(db: Db, ids: string[]): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE id = ANY ($1::bigint[])', [ids]);
}

/**
 * A successful login clears the account's failures. The address's failures are kept (they expire with the
 * window): an attacker must not reset the per-address count by logging in to an account of their own.
 */
export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE scope = 'account' AND key = $1`, [account]);
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
