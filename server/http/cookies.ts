/**
 * Attributes of every cookie the server sets (ASVS 5.0 V3.3): httpOnly, path /, and `Secure` whenever the player
 * reached the site over HTTPS, directly or through a proxy that says so. `X-Forwarded-Proto` is believed here even
 * without TRUST_PROXY: a client that fakes it only gets a cookie its own browser will not send back over HTTP.
 */
import type { Context } from 'hono';
import type { CookieOptions } from 'hono/utils/cookie';

export function overHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

export function cookieOptions(c: Context, options: { sameSite: 'Strict' | 'Lax'; maxAge: number }): CookieOptions {
  return { httpOnly: true, path: '/', secure: overHttps(c), ...options };
}
