/**
 * Login body encryption (spec §3/§7: "Login is sent encrypted with an encryption-key header").
 *
 * The server holds an RSA-2048 key pair generated at start (kept in memory only). The client:
 *   1. fetches the public key (GET /wps/session/publicKey: SPKI PEM in `value.publicKey`),
 *   2. makes a fresh AES-256-GCM key and a 12-byte iv, encrypts the JSON payload (ciphertext || 16-byte tag),
 *   3. wraps the raw AES key with RSA-OAEP (SHA-256) and sends it base64 in the `encryption-key` header,
 *   4. posts `{ iv: base64(iv), data: base64(ciphertext || tag) }` (or `{ data: base64(iv || ciphertext || tag) }`).
 * The decrypted payload is never logged.
 */
import {
  constants,
  createDecipheriv,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { AppError } from '../http/envelope';

export interface LoginKeyPair {
  publicKeyPem: string;
  privateKey: KeyObject;
}

export function createLoginKeyPair(): LoginKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
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
