/**
 * HMAC-SHA256 signatures for the money stand-ins' server-to-server calls (the payment gateway's callback, the game
 * provider's wallet calls) and for launch tickets. Each purpose has its own secret (`secretFor`).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';

export type SecretName = 'gateway' | 'provider' | 'launch';

const ENV: Record<SecretName, string> = {
  gateway: 'GATEWAY_SECRET',
  provider: 'PROVIDER_SECRET',
  launch: 'LAUNCH_SECRET',
};
const cache = new WeakMap<Db, Map<SecretName, string>>();

/** The secret of a purpose: the environment's, else one made at random once and kept in the database. */
export async function secretFor(db: Db, name: SecretName): Promise<string> {
  const fromEnv = process.env[ENV[name]];
  if (fromEnv) return fromEnv;
  const known = cache.get(db)?.get(name);
  if (known) return known;
  await db.query('INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ secret: string }>('SELECT secret FROM server_secrets WHERE name = $1', [name]);
  const secret = rows[0]?.secret;
  if (!secret) throw new Error(`secret ${name} is missing`);
  if (!cache.has(db)) cache.set(db, new Map());
  cache.get(db)?.set(name, secret);
  return secret;
}

/** The hex HMAC-SHA256 of `payload` (the exact bytes sent). */
export function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Whether `signature` is `payload`'s, compared in constant time. */
export function signatureValid(secret: string, payload: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, payload), 'hex'), Buffer.from(signature, 'hex'));
}
