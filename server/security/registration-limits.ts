/**
 * Limits on registration and on the username / email checks, per client address and per device (the device-id
 * cookie), read from the site config (`limits`). A try is written before the count is read, so parallel requests see
 * each other; a refused try is taken back, so a flood keeps the limit closed but does not extend it. Refusals are
 * cheap: they come before the captcha, the database lookups and the password hash.
 */
import type { Context } from 'hono';
import type { ServerContext } from '../context';
import { AppError } from '../http/envelope';
import { deviceId } from './device-id';

interface Limit {
  scope: string;
  key: string;
  max: number;
  windowSeconds: number;
}

async function takeTry(ctx: ServerContext, limits: Limit[], message: string): Promise<void> {
  const { db } = ctx;
  const { rows: ids } = await db.query<{ id: string }>(
    `INSERT INTO login_failures (scope, key)
     SELECT * FROM unnest($1::text[], $2::text[]) RETURNING id`,
    [limits.map((l) => l.scope), limits.map((l) => l.key)],
  );
  let retryAfterSeconds = 0;
  for (const limit of limits) {
    const { rows } = await db.query<{ n: number; wait: number | null }>(
      `SELECT count(*)::integer AS n,
              ceil(extract(epoch FROM min(at) + ($3::integer * interval '1 second') - now()))::integer AS wait
         FROM login_failures
        WHERE scope = $1 AND key = $2 AND at > now() - ($3::integer * interval '1 second')`,
      [limit.scope, limit.key, limit.windowSeconds],
    );
    const row = rows[0];
    if (row && row.n > limit.max) retryAfterSeconds = Math.max(retryAfterSeconds, row.wait ?? limit.windowSeconds, 1);
  }
  if (retryAfterSeconds > 0) {
    await db.query('DELETE FROM login_failures WHERE id = ANY ($1::bigint[])', [ids.map((row) => row.id)]);
    throw new AppError('TOO_MANY_REQUESTS', message, 429, { retryAfterSeconds });
  }
}

/** One registration try of this address and device; 429 TOO_MANY_REQUESTS past the configured hourly limits. */
export function takeRegistrationTry(ctx: ServerContext, c: Context): Promise<void> {
  const { limits } = ctx.config.get();
  return takeTry(
    ctx,
    [
      { scope: 'register-ip', key: ctx.clientIp(c), max: limits.registerPerAddressPerHour, windowSeconds: 3600 },
      { scope: 'register-device', key: deviceId(c), max: limits.registerPerDevicePerHour, windowSeconds: 3600 },
    ],
    'Too many registrations from this device or network, try again later',
  );
}

/** One username / email check of this address and device; 429 TOO_MANY_REQUESTS past the per-minute limits. */
export function takeValidityCheck(ctx: ServerContext, c: Context): Promise<void> {
  const { limits } = ctx.config.get();
  return takeTry(
    ctx,
    [
      { scope: 'validity-ip', key: ctx.clientIp(c), max: limits.validityChecksPerAddressPerMinute, windowSeconds: 60 },
      { scope: 'validity-device', key: deviceId(c), max: limits.validityChecksPerDevicePerMinute, windowSeconds: 60 },
    ],
    'Too many checks from this device or network, try again in a minute',
  );
}
