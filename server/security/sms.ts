/**
 * SMS codes sent without login. The reference platform has no SMS gateway: the code is printed on the server
 * console (a stand-in gateway) and, with DEV_TOOLS=1 only, kept readable for GET /dev/sms. The database keeps
 * the code's SHA-256 (bound to the number), an expiry, and an attempt count (5 tries burn the code).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SiteConfigStore } from '../config/site-config';
import type { Db } from '../db/db';
import { AppError } from '../http/envelope';

const MAX_ATTEMPTS = 5;

/** The one key of a phone number: dialing code and national number without leading zeros. */
export function phoneKey(countryDialingCode: string, mobileNum: string): string {
  return `${countryDialingCode.replace(/^\+/, '')}:${mobileNum.replace(/^0+/, '')}`;
}

/**
 * E.164: a phone number with its country code has at most 15 digits. A longer one (the login rule takes national
 * numbers of up to 20) reaches no phone, so no code is sent to it.
 */
export function isDialable(countryDialingCode: string, mobileNum: string): boolean {
  const [dial = '', national = ''] = phoneKey(countryDialingCode, mobileNum).split(':');
  return dial.length + national.length <= 15;
}

function codeHash(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}|${code}`).digest('hex');
}

export interface SendSmsOptions {
  devTools: boolean;
  quiet?: boolean;
  /** The server's clock (server/protection/clock.ts), so the e2e tests can move past the minute between codes. */
  now: Date;
}

/** Sends (prints) a fresh 6-digit code; rate-limited per number. Returns the validity in minutes. */
export async function sendSmsCode(
  db: Db,
  config: SiteConfigStore,
  phone: string,
  options: SendSmsOptions,
): Promise<number> {
  const { expiredMinutes, maxPerNumberPerHour, minIntervalSeconds } = config.get().sms;
  const { rows } = await db.query<{ recent: number; last_age: number | null }>(
    `SELECT count(*) AS recent, extract(epoch FROM $2::timestamptz - max(created_at))::float8 AS last_age
       FROM sms_codes WHERE phone = $1 AND created_at > $2::timestamptz - interval '1 hour'`,
    [phone, options.now],
  );
  const recent = rows[0]?.recent ?? 0;
  const lastAge = rows[0]?.last_age;
  if (lastAge != null && lastAge < minIntervalSeconds) {
    const retryAfterSeconds = Math.ceil(minIntervalSeconds - lastAge);
    throw new AppError('TOO_MANY_REQUESTS', `Please wait ${retryAfterSeconds} s before asking for another code`, 429, {
      retryAfterSeconds,
    });
  }
  if (recent >= maxPerNumberPerHour) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many codes were sent to this number, try again later', 429, {
      retryAfterSeconds: 3600,
    });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO sms_codes (phone, code_hash, dev_code, created_at, expires_at)
     VALUES ($1, $2, $3, $5::timestamptz, $5::timestamptz + ($4::integer * interval '1 minute'))`,
    [phone, codeHash(phone, code), options.devTools ? code : null, expiredMinutes, options.now],
  );
  if (!options.quiet) {
    console.log(`[sms] to +${phone.replace(':', ' ')}: code ${code} (no SMS gateway configured; printed instead)`);
  }
  return expiredMinutes;
}

/**
 * Checks the newest live code of the number; consumes it on success. Atomic, so parallel requests cannot get past
 * the limits: each check first takes one of the code's 5 tries in a single UPDATE (a burned newest code is not
 * replaced by an older one), and only one check can mark a right code used.
 */
export async function verifySmsCode(db: Db, phone: string, code: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: number; code_hash: string }>(
    `UPDATE sms_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM sms_codes WHERE phone = $1 AND NOT used AND expires_at > $3
                   ORDER BY created_at DESC, id DESC LIMIT 1)
        AND attempts < $2 AND NOT used
      RETURNING id, code_hash`,
    [phone, MAX_ATTEMPTS, now],
  );
  const row = rows[0];
  if (!row) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(codeHash(phone, code), 'hex');
  if (!(expected.length === given.length && timingSafeEqual(expected, given))) return false;
  const used = await db.query('UPDATE sms_codes SET used = true WHERE id = $1 AND NOT used RETURNING id', [row.id]);
  return used.rows.length > 0;
}

/** DEV_TOOLS only: the last code sent to the number. */
export async function lastSmsCode(db: Db, phone: string): Promise<string | null> {
  const { rows } = await db.query<{ dev_code: string | null }>(
    'SELECT dev_code FROM sms_codes WHERE phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [phone],
  );
  return rows[0]?.dev_code ?? null;
}
