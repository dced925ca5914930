/**
 * Device tokens: the remembered login of a device, in place of the password the spec (§3 remPass) kept there.
 * A token is 32 random bytes (base64url) handed to the device once; the server keeps its SHA-256 only. Every use
 * rotates it (the used token dies at once, a new one of the same family is answered), and a rotated token used
 * again revokes the family: two holders of one token means it was copied. Tokens expire after the site config's
 * `deviceLogin.tokenDays` without use, and die with a password change or reset, or when the device forgets them.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { hashToken } from './sessions';

/** Tokens look like this (base64url of 32 bytes): anything else is refused without a lookup. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const DAY_MS = 24 * 60 * 60 * 1000;

async function insertToken(db: Db, memberId: number, familyId: string, days: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO device_tokens (token_hash, family_id, member_id, expires_at)
     VALUES ($1, $2, $3, now() + ($4::bigint * interval '1 millisecond'))`,
    [hashToken(token), familyId, memberId, days * DAY_MS],
  );
  return token;
}

/** A new token (a new family) for a login that asked to be remembered on this device. */
export async function issueDeviceToken(db: Db, memberId: number, days: number): Promise<string> {
  // Housekeeping while writing anyway: dead rows prove nothing once their family is gone or expired.
  await db.query(
    `DELETE FROM device_tokens WHERE expires_at < now() - interval '1 day'
        OR (revoked_at IS NOT NULL AND revoked_at < now() - interval '30 days')`,
  );
  return insertToken(db, memberId, randomBytes(16).toString('hex'), days);
}

export type DeviceLogin =
  | { ok: true; memberId: number; deviceToken: string }
  /** `reused`: a rotated token came back, and its family is now revoked. `memberId` of a known token (the log). */
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused'; memberId?: number };

/**
 * Checks `token` and rotates it in one transaction. The conditional UPDATE is what makes it atomic: of two
 * requests with one token, only one finds the row unrotated; the other sees a reuse.
 */
export async function rotateDeviceToken(db: Db, token: string, days: number): Promise<DeviceLogin> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'unknown' };
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ member_id: number; family_id: string }>(
      `UPDATE device_tokens SET rotated_at = now(), last_used_at = now()
        WHERE token_hash = $1 AND rotated_at IS NULL AND revoked_at IS NULL AND expires_at > now()
        RETURNING member_id, family_id`,
      [tokenHash],
    );
    const used = rows[0];
    if (used) {
      return {
        ok: true,
        memberId: used.member_id,
        deviceToken: await insertToken(tx, used.member_id, used.family_id, days),
      };
    }
    const { rows: found } = await tx.query<{
      family_id: string;
      member_id: number;
      rotated: boolean;
      revoked: boolean;
    }>(
      `SELECT family_id, member_id, rotated_at IS NOT NULL AS rotated, revoked_at IS NOT NULL AS revoked
         FROM device_tokens WHERE token_hash = $1`,
      [tokenHash],
    );
    const row = found[0];
    if (!row) return { ok: false, reason: 'unknown' };
    const memberId = row.member_id;
    if (row.revoked) return { ok: false, reason: 'revoked', memberId };
    if (row.rotated) {
      // Returned, not thrown: a throw would roll the revocation back.
      await revokeFamily(tx, row.family_id);
      return { ok: false, reason: 'reused', memberId };
    }
    return { ok: false, reason: 'expired', memberId };
  });
}

async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.query('UPDATE device_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
}

/** The device forgets its remembered login: its token's family stops working. Unknown tokens change nothing. */
export async function forgetDeviceToken(db: Db, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  const { rows } = await db.query<{ family_id: string }>('SELECT family_id FROM device_tokens WHERE token_hash = $1', [
    hashToken(token),
  ]);
  if (rows[0]) await revokeFamily(db, rows[0].family_id);
}

/** Every remembered login of a member stops working (password change or reset). */
export async function revokeMemberDeviceTokens(db: Db, memberId: number): Promise<void> {
  await db.query('UPDATE device_tokens SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL', [memberId]);
}
