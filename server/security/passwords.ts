/**
 * Password hashing: scrypt at OWASP's minimum (N=2^17, r=8, p=1), a random 16-byte salt per password, 32-byte key,
 * constant-time comparison. Stored as `scrypt$<log2N>$<r>$<p>$<salt b64>$<hash b64>` so parameters can be raised
 * later without breaking existing hashes.
 *
 * The test suites lower the cost with PASSWORD_HASH_LOG_N (half a second of CPU a hash at 2^17, and they register
 * and log in thousands of times); the server refuses to start with a lower cost unless DEV_TOOLS is on
 * (server/main.ts), so a player's password is never hashed below OWASP's minimum.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's minimum, the production cost. */
export const PASSWORD_HASH_LOG_N = 17;
/** The lowest cost PASSWORD_HASH_LOG_N may ask for (tests only). */
const MIN_TEST_LOG_N = 10;
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

/** log2 of scrypt's N for new hashes: PASSWORD_HASH_LOG_N when set (10 to 17), else the production cost. */
export function passwordHashLogN(): number {
  const asked = Number(process.env.PASSWORD_HASH_LOG_N);
  return Number.isInteger(asked) && asked >= MIN_TEST_LOG_N && asked <= PASSWORD_HASH_LOG_N
    ? asked
    : PASSWORD_HASH_LOG_N;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const logN = passwordHashLogN();
  const key = await scryptAsync(password, salt, logN, R, P);
  return `scrypt$${logN}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash ?? '', 'base64');
  const key = await scryptAsync(password, Buffer.from(salt ?? '', 'base64'), Number(logN), Number(r), Number(p));
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** The throwaway hash of each cost (tests may change the cost within one process). */
const dummyHashes = new Map<number, Promise<string>>();
/**
 * Compares against a throwaway hash, so that a login for an unknown account takes as long as a wrong password
 * for a known one (no user enumeration by timing).
 */
export async function dummyVerify(password: string): Promise<false> {
  const logN = passwordHashLogN();
  let dummyHash = dummyHashes.get(logN);
  if (!dummyHash) {
    dummyHash = hashPassword(randomBytes(12).toString('base64'));
    dummyHashes.set(logN, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
  return false;
}
