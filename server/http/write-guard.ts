/**
 * Refuses state-changing API calls (POST, PUT, PATCH, DELETE) with 507 INSUFFICIENT_STORAGE while the data
 * directory's filesystem is nearly full (server/db/free-space.ts), so the embedded database never runs out of
 * room mid-write. Reads, and the site itself, keep working.
 */
import type { MiddlewareHandler } from 'hono';
import type { FreeSpaceWatch } from '../db/free-space';
import { AppError, fail, MESSAGES } from './envelope';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_PREFIXES = ['/wps/', '/lgw/', '/dev/'];

export function refuseWritesWhenLowOnSpace(watch: Pick<FreeSpaceWatch, 'low'>): MiddlewareHandler {
  return async (c, next) => {
    if (watch.low && WRITE_METHODS.has(c.req.method) && API_PREFIXES.some((p) => c.req.path.startsWith(p))) {
      return fail(c, new AppError('INSUFFICIENT_STORAGE', MESSAGES.storageFull, 507));
    }
    await next();
  };
}
