/**
 * Password hashing: scrypt at OWASP's minimum (N=2^17, r=8, p=1), a random 16-byte salt per password, 32-byte key,
 * constant-time comparison. Stored as `scrypt$<log2N>$<r>$<p>$<salt b64>$<hash b64>` so parameters can be raised
 * later without breaking existing hashes.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, LOG_N, R, P);
  return `scrypt$${LOG_N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash ?? '', 'base64');
  const key = await scryptAsync(password, Buffer.from(salt ?? '', 'base64'), Number(logN), Number(r), Number(p));
  return expected.length === key.length && timingSafeEqual(expected, key);
}

let dummyHash: Promise<string> | null = null;
/**
 * Compares against a throwaway hash, so that a login for an unknown account takes as long as a wrong password
 * for a known one (no user enumeration by timing).
 */
export async function dummyVerify(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await dummyHash);
  return false;
}
