/**
 * Codes sent to an email address before it is stored on the account (issue 15 item 5). The reference platform has no
 * mail gateway: like SMS codes (server/security/sms.ts), the code is kept as a hash bound to the member and the
 * address, with an expiry and 5 tries, and with DEV_TOOLS=1 only readable at GET /dev/email.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SiteConfigStore } from '../config/site-config';
import type { Db } from '../db/db';
import { AppError } from '../http/envelope';

const MAX_ATTEMPTS = 5;

const normal = (email: string) => email.trim().toLowerCase();
const codeHash = (memberId: number, email: string, code: string) =>
  createHash('sha256')
    .update(`${memberId}|${normal(email)}|${code}`)
    .digest('hex');

/** Makes a fresh 6-digit code for the member and address, under the SMS limits of the site config; answers minutes. */
export async function sendEmailCode(
  db: Db,
  config: SiteConfigStore,
  memberId: number,
  email: string,
  devTools: boolean,
): Promise<number> {
  const { expiredMinutes, maxPerNumberPerHour, minIntervalSeconds } = config.get().sms;
  const { rows } = await db.query<{ recent: number; last_age: number | null }>(
    `SELECT count(*) AS recent, extract(epoch FROM now() - max(created_at))::float8 AS last_age
       FROM email_codes WHERE member_id = $1 AND created_at > now() - interval '1 hour'`,
    [memberId],
  );
  const lastAge = rows[0]?.last_age;
  if (lastAge != null && lastAge < minIntervalSeconds) {
    const retryAfterSeconds = Math.ceil(minIntervalSeconds - lastAge);
    throw new AppError('TOO_MANY_REQUESTS', `Please wait ${retryAfterSeconds} s before asking for another code`, 429, {
      retryAfterSeconds,
    });
  }
  if (Number(rows[0]?.recent ?? 0) >= maxPerNumberPerHour) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many codes were sent, try again later', 429, {
      retryAfterSeconds: 3600,
    });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO email_codes (member_id, email, code_hash, dev_code, expires_at)
     VALUES ($1, $2, $3, $4, now() + ($5::integer * interval '1 minute'))`,
    [memberId, normal(email), codeHash(memberId, email, code), devTools ? code : null, expiredMinutes],
  );
  return expiredMinutes;
}

/** Checks the member's newest live code for this address (one try taken first, atomically); consumes it when right. */
export async function verifyEmailCode(db: Db, memberId: number, email: string, code: string): Promise<boolean> {
  const { rows } = await db.query<{ id: number; code_hash: string }>(
    `UPDATE email_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM email_codes WHERE member_id = $1 AND email = $2 AND NOT used AND expires_at > now()
                   ORDER BY created_at DESC, id DESC LIMIT 1)
        AND attempts < $3 AND NOT used
      RETURNING id, code_hash`,
    [memberId, normal(email), MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(codeHash(memberId, email, code), 'hex');
  if (!(expected.length === given.length && timingSafeEqual(expected, given))) return false;
  const used = await db.query('UPDATE email_codes SET used = true WHERE id = $1 AND NOT used RETURNING id', [row.id]);
  return used.rows.length > 0;
}

/** DEV_TOOLS only: the last code sent to the address. */
export async function lastEmailCode(db: Db, email: string): Promise<string | null> {
  const { rows } = await db.query<{ dev_code: string | null }>(
    'SELECT dev_code FROM email_codes WHERE email = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [normal(email)],
  );
  return rows[0]?.dev_code ?? null;
}
