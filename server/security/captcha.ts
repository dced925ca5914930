/**
 * Captcha: a PNG (distorted strokes, lines and dots: server/security/captcha-image.ts) of either a small sum
 * ("7 + 12 = ?") or 4 digits, sent as a base64 data URI; the answer is never in the image's bytes. The answer is kept server-side under a random client id carried in an httpOnly cookie, expires
 * after 5 minutes, and is consumed by the first check, right or wrong (single use).
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/db';
import { cookieOptions } from '../http/cookies';
import { renderCaptchaPng } from './captcha-image';

export const CAPTCHA_COOKIE = 'captcha_id';
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const CLIENT_ID = /^[A-Za-z0-9_-]{22}$/;

interface Challenge {
  text: string;
  answer: string;
}

function makeChallenge(): Challenge {
  if (randomInt(2) === 0) {
    const a = randomInt(1, 20);
    const b = randomInt(1, 20);
    return { text: `${a} + ${b} = ?`, answer: String(a + b) };
  }
  let digits = '';
  for (let i = 0; i < 4; i++) digits += String(randomInt(10));
  return { text: digits, answer: digits };
}

/** Issues a new captcha for this client (replacing its previous one) and returns the image data URI. */
export async function issueCaptcha(db: Db, c: Context): Promise<string> {
  let clientId = getCookie(c, CAPTCHA_COOKIE);
  if (!clientId || !CLIENT_ID.test(clientId)) {
    clientId = randomBytes(16).toString('base64url');
    setCookie(c, CAPTCHA_COOKIE, clientId, cookieOptions(c, { sameSite: 'Strict', maxAge: 3600 }));
  }
  const challenge = makeChallenge();
  await db.query(
    `INSERT INTO captchas (client_id, answer, expires_at, created_at)
     VALUES ($1, $2, now() + ($3::integer * interval '1 millisecond'), clock_timestamp())
     ON CONFLICT (client_id) DO UPDATE SET answer = EXCLUDED.answer, expires_at = EXCLUDED.expires_at,
       created_at = EXCLUDED.created_at`,
    [clientId, challenge.answer, CAPTCHA_TTL_MS],
  );
  // Housekeeping: expired captchas are useless.
  await db.query('DELETE FROM captchas WHERE expires_at < now()');
  return `data:image/png;base64,${renderCaptchaPng(challenge.text).toString('base64')}`;
}

/** Checks (and consumes) this client's captcha. False when missing, expired or wrong. */
export async function checkCaptcha(db: Db, c: Context, answer: string | undefined | null): Promise<boolean> {
  const clientId = getCookie(c, CAPTCHA_COOKIE);
  if (!clientId || !CLIENT_ID.test(clientId)) return false;
  const { rows } = await db.query<{ answer: string; live: boolean }>(
    'DELETE FROM captchas WHERE client_id = $1 RETURNING answer, expires_at > now() AS live',
    [clientId],
  );
  const row = rows[0];
  if (!row?.live || typeof answer !== 'string') return false;
  const given = Buffer.from(answer.trim());
  const expected = Buffer.from(row.answer);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** DEV_TOOLS only: the answer of this client's captcha, else of the last one issued. */
export async function peekCaptcha(db: Db, c: Context): Promise<string | null> {
  const clientId = getCookie(c, CAPTCHA_COOKIE);
  if (clientId) {
    const { rows } = await db.query<{ answer: string }>('SELECT answer FROM captchas WHERE client_id = $1', [clientId]);
    if (rows[0]) return rows[0].answer;
  }
  const { rows } = await db.query<{ answer: string }>('SELECT answer FROM captchas ORDER BY created_at DESC LIMIT 1');
  return rows[0]?.answer ?? null;
}
