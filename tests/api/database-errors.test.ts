/**
 * How database failures reach the client (issue 12 findings 1 and 2): a lost or refused connection is 503
 * SERVICE_UNAVAILABLE with Retry-After, a full disk reported by the database (disk_full, 53100) is 507
 * INSUFFICIENT_STORAGE, and any other failure stays 500 UNKNOWN.
 */
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '../../server/db/unavailable';
import { errorHandler } from '../../server/http/envelope';

function answerTo(error: unknown) {
  const app = new Hono();
  app.onError(errorHandler);
  app.get('/wps/probe', () => {
    throw error;
  });
  return app.request('/wps/probe');
}

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('database failures in the envelope', () => {
  it.each([
    ['the pool gave up', new DatabaseUnavailableError(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a terminated backend', pgError('terminating connection due to administrator command', '57P01')],
    ['a dropped socket', pgError('Connection terminated unexpectedly')],
    ['a server starting up', pgError('the database system is starting up', '57P03')],
  ])('%s answers 503 SERVICE_UNAVAILABLE', async (_, error) => {
    const response = await answerTo(error);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  });

  it('a full disk reported by the database answers 507 INSUFFICIENT_STORAGE', async () => {
    const response = await answerTo(pgError('could not extend file "base/5/16385": No space left on device', '53100'));
    expect(response.status).toBe(507);
    expect(await response.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_STORAGE' });
  });

  it('any other database error stays 500 UNKNOWN', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await answerTo(pgError('division by zero', '22012'));
    log.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ success: false, code: 'UNKNOWN' });
  });
});
