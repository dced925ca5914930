/**
 * Server-side sessions. The token (32 random bytes, base64url) goes to the client once; the server keeps only its
 * SHA-256, so a leaked database does not hand out live sessions. Idle expiry 30 min, absolute expiry 12 h;
 * logout deletes the row.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Tokens look like this (base64url of 32 bytes): anything else is refused without a lookup. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionRecord {
  token: string;
  memberId: number;
  username: string;
  type: number;
  /** The password must be changed (operator-issued) and when it was last changed: read with the session, no extra query. */
  passwordMustChange: boolean;
  passwordChangedAt: Date;
  /** The player's last activity in this session before this call (inactivity logout, issue 16); null: none yet. */
  lastActivityAt: Date | null;
}

/** How a session was opened; '' for sessions made by tools and older rows (they prove nothing). */
export type AuthMethod = 'password' | 'sms' | 'device' | 'trial' | '';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * `device` is the label of server/security/device-label.ts ('' for sessions made by tools); `startedAt` the protection
 * clock's time of the login, the player's first activity (null for sessions made by tools).
 */
export async function createSession(
  db: Db,
  memberId: number,
  ip: string,
  method: AuthMethod = '',
  device = '',
  startedAt: Date | null = null,
): Promise<string> {
  // Housekeeping: sessions past either expiry are dead; drop them while we are writing anyway.
  await db.query(
    `DELETE FROM sessions WHERE expires_at < now() OR last_seen_at < now() - ($1::integer * interval '1 millisecond')`,
    [SESSION_IDLE_MS],
  );
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, expires_at, ip, auth_method, device, last_activity_at)
     VALUES ($1, $2, now() + ($3::integer * interval '1 millisecond'), $4, $5, $6, $7)`,
    [
      hashToken(token),
      memberId,
      SESSION_ABSOLUTE_MS,
      ip.slice(0, 64),
      method,
      device.slice(0, 60),
      startedAt?.toISOString() ?? null,
    ],
  );
  return token;
}

/**
 * The live session of `token`, refreshing its idle timer; expired sessions are deleted and give null. `activityAt`:
 * this call is the player's activity at that time (protection clock); null for the calls the site makes on its own.
 */
export async function findSession(
  db: Db,
  token: string | undefined | null,
  activityAt: Date | null = null,
): Promise<SessionRecord | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashToken(token);
  const { rows } = await db.query<{
    member_id: number;
    username: string;
    type: number;
    live: boolean;
    password_must_change: boolean;
    password_changed_at: Date;
    last_activity_at: Date | null;
  }>(
    `SELECT s.member_id, m.username, m.type, m.password_must_change, m.password_changed_at, s.last_activity_at,
            (s.expires_at > now() AND s.last_seen_at > now() - ($2::integer * interval '1 millisecond')
             AND m.status = 'ACTIVE') AS live
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1`,
    [tokenHash, SESSION_IDLE_MS],
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.live) {
    await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    return null;
  }
  await db.query(
    'UPDATE sessions SET last_seen_at = now(), last_activity_at = COALESCE($2::timestamptz, last_activity_at) WHERE token_hash = $1',
    [tokenHash, activityAt?.toISOString() ?? null],
  );
  return {
    token,
    memberId: row.member_id,
    username: row.username,
    type: row.type,
    passwordMustChange: row.password_must_change,
    passwordChangedAt: new Date(row.password_changed_at),
    lastActivityAt: row.last_activity_at === null ? null : new Date(row.last_activity_at),
  };
}

export async function deleteSession(db: Db, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const { rows } = await db.query('DELETE FROM sessions WHERE token_hash = $1 RETURNING member_id', [hashToken(token)]);
  return rows.length > 0;
}

/** Ends every session of a member (after a password change or reset). */
export async function deleteMemberSessions(db: Db, memberId: number, exceptToken?: string): Promise<void> {
  if (exceptToken) {
    await db.query('DELETE FROM sessions WHERE member_id = $1 AND token_hash <> $2', [
      memberId,
      hashToken(exceptToken),
    ]);
  } else {
    await db.query('DELETE FROM sessions WHERE member_id = $1', [memberId]);
  }
}
