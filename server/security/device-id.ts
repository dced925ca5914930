/**
 * The device id: a random id in an httpOnly cookie the server sets on first contact with the registration calls, so
 * limits can tell devices apart behind one shared address (carrier NAT). A client that drops it gets a new one on
 * every call; the per-address limit still holds it.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { cookieOptions } from '../http/cookies';

export const DEVICE_COOKIE = 'device_id';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** This client's device id, set as a cookie when it has none (or a malformed one). */
export function deviceId(c: Context): string {
  const known = getCookie(c, DEVICE_COOKIE);
  if (known && DEVICE_ID.test(known)) return known;
  const id = randomBytes(16).toString('base64url');
  setCookie(c, DEVICE_COOKIE, id, cookieOptions(c, { sameSite: 'Lax', maxAge: ONE_YEAR_SECONDS }));
  return id;
}
