/**
 * Cross-site request refusal (ASVS 5.0 V3.5): a state-changing API call is refused with 403 CROSS_SITE_REQUEST when
 * the browser says it comes from another site. Browsers send `Sec-Fetch-Site` (and `Origin` on every POST), so a
 * form or a `text/plain` fetch from another page is caught even though it needs no CORS preflight. A request with
 * neither header is not from a browser page (curl, the native app's own HTTP client, the tests) and is let through:
 * it carries no ambient cookies of a victim.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { AppError, fail } from './envelope';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host the player's browser addressed: the proxy's when TRUST_PROXY is on, else the Host header. */
function requestHost(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return (forwarded || c.req.header('host') || new URL(c.req.url).host).toLowerCase();
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

export interface OriginGuardOptions {
  trustProxy: boolean;
  /** Extra origins allowed to call (an app shell's own scheme, a separate front-end host), exact match. */
  allowedOrigins: () => readonly string[];
}

export function isCrossSite(c: Context, options: OriginGuardOptions): boolean {
  const origin = c.req.header('origin');
  if (origin && options.allowedOrigins().includes(origin)) return false;
  const fetchSite = c.req.header('sec-fetch-site');
  // 'none': typed or bookmarked by the player; 'same-site' is a sibling subdomain, still another origin.
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  if (origin === undefined) return false;
  return originHost(origin) !== requestHost(c, options.trustProxy);
}

export function originGuard(options: OriginGuardOptions): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && isCrossSite(c, options)) {
      return fail(c, new AppError('CROSS_SITE_REQUEST', 'Requests from other sites are not accepted', 403));
    }
    await next();
  };
}
