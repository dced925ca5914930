/**
 * Login body encryption (spec §3/§7: "Login is sent encrypted with an encryption-key header").
 *
 * The RSA-2048 key pair lives in the database (`login_keys`), made by the first server process on it, so every
 * process on one database decrypts a login encrypted for any of them. The client:
 *   1. fetches the public key (GET /wps/session/publicKey: SPKI PEM in `value.publicKey`) and a single-use login
 *      nonce (`value.nonce`),
 *   2. puts the nonce in the JSON payload (`nonce`), makes a fresh AES-256-GCM key and a 12-byte iv, encrypts the
 *      payload (ciphertext || 16-byte tag),
 *   3. wraps the raw AES key with RSA-OAEP (SHA-256) and sends it base64 in the `encryption-key` header,
 *   4. posts `{ iv: base64(iv), data: base64(ciphertext || tag) }` (or `{ data: base64(iv || ciphertext || tag) }`).
 * The decrypted payload is never logged.
 */
import {
  constants,
  createDecipheriv,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../db/db';
import { AppError } from '../http/envelope';

export interface LoginKeyPair {
  publicKeyPem: string;
  privateKey: KeyObject;
  /** Signs login nonces (so they need no row until they are used). */
  nonceSecret: Buffer;
}

const generateRsa = promisify(generateKeyPair);

/**
 * The key pair shared by the processes on this database: loaded when there, else made and offered; when two
 * processes start at once both offer one, the first insert wins and both load it.
 */
export async function loadLoginKeyPair(db: Db): Promise<LoginKeyPair> {
  const read = async () => {
    const { rows } = await db.query<{ private_key_pem: string; public_key_pem: string; nonce_secret: string }>(
      'SELECT private_key_pem, public_key_pem, nonce_secret FROM login_keys WHERE id = 1',
    );
    const row = rows[0];
    if (!row) return null;
    return {
      publicKeyPem: row.public_key_pem,
      privateKey: createPrivateKey(row.private_key_pem),
      nonceSecret: Buffer.from(row.nonce_secret, 'base64'),
    };
  };
  const found = await read();
  if (found) return found;
  const { publicKey, privateKey } = await generateRsa('rsa', { modulusLength: 2048 });
  await db.query(
    `INSERT INTO login_keys (id, private_key_pem, public_key_pem, nonce_secret) VALUES (1, $1, $2, $3)
     ON CONFLICT (id) DO NOTHING`,
    [
      privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      randomBytes(32).toString('base64'),
    ],
  );
  const made = await read();
  if (!made) throw new Error('login_keys: no key pair after insert');
  return made;
}

/** How long a login nonce is good for: the site fetches it right before it sends the login. */
export const LOGIN_NONCE_TTL_MS = 5 * 60 * 1000;
const NONCE = /^([0-9]{13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function nonceTag(keys: LoginKeyPair, expires: string, random: string): string {
  return createHmac('sha256', keys.nonceSecret).update(`login-nonce|${expires}|${random}`).digest('base64url');
}

/** A fresh nonce `<expiry ms>.<random>.<HMAC tag>`: any process on the database can check it. */
export function issueLoginNonce(keys: LoginKeyPair, now = Date.now()): string {
  const expires = String(now + LOGIN_NONCE_TTL_MS);
  const random = randomBytes(16).toString('base64url');
  return `${expires}.${random}.${nonceTag(keys, expires, random)}`;
}

/**
 * Takes the login's nonce: it must be one of ours, unexpired and unused; the insert of the used nonce is the single
 * use (of parallel copies, one insert wins). Anything else is 400 LOGIN_NONCE_INVALID.
 */
export async function consumeLoginNonce(db: Db, keys: LoginKeyPair, nonce: unknown): Promise<void> {
  const invalid = () =>
    new AppError(
      'LOGIN_NONCE_INVALID',
      'This login was already used or has expired: fetch the public key again and log in anew',
      400,
    );
  const match = typeof nonce === 'string' ? NONCE.exec(nonce) : null;
  if (!match) throw invalid();
  const [, expires = '', random = '', tag = ''] = match;
  const expected = Buffer.from(nonceTag(keys, expires, random));
  const given = Buffer.from(tag);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  if (Number(expires) <= Date.now() || Number(expires) > Date.now() + LOGIN_NONCE_TTL_MS) throw invalid();
  const { rows } = await db.query(
    `INSERT INTO used_login_nonces (nonce, expires_at) VALUES ($1, to_timestamp($2::bigint / 1000.0))
     ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
    [random, expires],
  );
  if (rows.length === 0) throw invalid();
  // Housekeeping: an expired nonce is refused by its expiry already.
  await db.query('DELETE FROM used_login_nonces WHERE expires_at < now()');
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64(text: unknown, what: string): Buffer {
  if (typeof text !== 'string' || text.length === 0 || text.length > 90_000 || !BASE64.test(text)) {
    throw new AppError('DECRYPTION_FAILED', `The encrypted login is malformed (${what})`, 400);
  }
  return Buffer.from(text, 'base64');
}

/** Decrypts an encrypted request body to its JSON value; any failure is a 400 DECRYPTION_FAILED. */
export function decryptRequest(keys: LoginKeyPair, encryptionKey: string | undefined, body: unknown): unknown {
  if (!encryptionKey) throw new AppError('DECRYPTION_FAILED', 'The encryption-key header is missing', 400);
  if (typeof body !== 'object' || body === null) {
    throw new AppError('DECRYPTION_FAILED', 'The encrypted login is malformed (body)', 400);
  }
  const { iv: ivText, data: dataText } = body as { iv?: unknown; data?: unknown };
  const wrapped = decodeBase64(encryptionKey, 'encryption-key');
  let data = decodeBase64(dataText, 'data');
  let iv: Buffer;
  if (ivText === undefined) {
    iv = data.subarray(0, 12);
    data = data.subarray(12);
  } else {
    iv = decodeBase64(ivText, 'iv');
  }
  if (iv.length !== 12 || data.length < 17) {
    throw new AppError('DECRYPTION_FAILED', 'The encrypted login is malformed (length)', 400);
  }
  try {
    const aesKey = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      wrapped,
    );
    if (aesKey.length !== 32) throw new Error('key length');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new AppError('DECRYPTION_FAILED', 'The login could not be decrypted: fetch the public key again', 400);
  }
}

/** The public key as JWK too, for clients that prefer it. */
export function publicJwk(keys: LoginKeyPair): JsonWebKey {
  return createPublicKey(keys.publicKeyPem).export({ format: 'jwk' });
}
