/**
 * A random id per request, answered in `X-Request-Id` and written in the security log and the error log, so a player's
 * report ("it failed at 10:02, id ...") finds its lines. Made here, never taken from the client: it cannot be forged.
 */
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

const ids = new WeakMap<Context, string>();

export function requestIdOf(c: Context): string {
  let id = ids.get(c);
  if (!id) {
    id = randomBytes(12).toString('base64url');
    ids.set(c, id);
  }
  return id;
}

export const requestId: MiddlewareHandler = async (c, next) => {
  const id = requestIdOf(c);
  await next();
  c.header('X-Request-Id', id);
};
