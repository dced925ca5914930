/**
 * The server-side stand-in for the spec's session PSW (§2: change-password hides the old-password field while a
 * session password is held): a session opened by a password login within the last `minutes` proves the password,
 * so the old one may be left out. Nothing secret stays on the device for this.
 */
import type { Db } from '../db/db';
import { hashToken } from './sessions';

export async function sessionProvesPassword(db: Db, token: string, minutes: number): Promise<boolean> {
  if (minutes <= 0) return false;
  const { rows } = await db.query(
    `SELECT 1 FROM sessions
      WHERE token_hash = $1 AND auth_method = 'password'
        AND created_at > now() - ($2::integer * interval '1 minute')`,
    [hashToken(token), minutes],
  );
  return rows.length > 0;
}
