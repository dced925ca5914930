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

export function captchaRequired(throttle: LoginThrottle): boolean {
  return throttle.account > 0 || throttle.ip > 0;
}

export async function recordLoginFailure(db: Db, account: string, ip: string): Promise<void> {
  await db.query(`INSERT INTO login_failures (scope, key) VALUES ('account', $1), ('ip', $2)`, [account, ip]);
  await db.query(`DELETE FROM login_failures WHERE at < now() - ($1::integer * interval '1 minute')`, [
    LOGIN_WINDOW_MINUTES * 2,
  ]);
}

export async function clearLoginFailures(db: Db, account: string, ip: string): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE (scope = 'account' AND key = $1) OR (scope = 'ip' AND key = $2)`, [
    account,
    ip,
  ]);
}
