/**
 * A nearly full disk: write calls are refused with 507 INSUFFICIENT_STORAGE while the data directory's filesystem
 * has less free space than the configured minimum, reads keep working, and the log warns before refusals start
 * (issue 12 finding 2). The thresholds are set huge or tiny so this runs on any disk; always PGlite (the watched
 * disk is the embedded database's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { watchFreeSpace } from '../../server/db/free-space';
import { type RunningServer, startServer } from '../../server/server';
import { Client } from './core-server';

const dirs: string[] = [];
const servers: RunningServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function serverWith(freeSpace: { minFreeBytes: number; warnFreeBytes: number }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'free-space-'));
  dirs.push(dataDir);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    trustProxy: true,
    printSms: false,
    freeSpace,
  });
  servers.push(server);
  return new Client(server.url.replace('localhost', '127.0.0.1'));
}

const HUGE = Number.MAX_SAFE_INTEGER;

describe('free space of the data directory', () => {
  it('refuses writes with 507 INSUFFICIENT_STORAGE under the minimum; reads keep working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const client = await serverWith({ minFreeBytes: HUGE, warnFreeBytes: HUGE });
      for (const [method, path] of [
        ['POST', '/wps/session/login/freeplay'],
        ['PUT', '/wps/member/register'],
        ['POST', '/wps/session/logout'],
      ] as const) {
        const answer = await client.request(method, path, { body: {} });
        expect(answer.status, `${method} ${path}`).toBe(507);
        expect(answer.body).toMatchObject({ success: false, code: 'INSUFFICIENT_STORAGE' });
      }
      const read = await client.get('/wps/member/username/validity?username=somebody1');
      expect(read.status).toBe(200);
      expect(read.body.success).toBe(true);
      expect((await client.get('/wps/captcha')).status).toBe(200);
      expect(warn.mock.calls.flat().join('\n')).toMatch(/\[disk\] .* refusing writes until space is freed/);
    } finally {
      warn.mockRestore();
    }
  });

  it('accepts writes above the minimum', async () => {
    const client = await serverWith({ minFreeBytes: 0, warnFreeBytes: 0 });
    const answer = await client.post('/wps/session/login/freeplay', {});
    expect(answer.status).not.toBe(507);
    expect(answer.body.code).not.toBe('INSUFFICIENT_STORAGE');
  });

  it('warns under the warning level before refusing, and says so again when space comes back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'free-space-watch-'));
    dirs.push(dir);
    const lines: string[] = [];
    const limits = { minFreeBytes: 0, warnFreeBytes: HUGE, intervalMs: 60_000 };
    const watch = watchFreeSpace(dir, limits, (line) => lines.push(line));
    try {
      expect(watch.low).toBe(false);
      expect(watch.freeBytes).toBeGreaterThan(0);
      expect(lines.join('\n')).toMatch(/\[disk\] only \d+ MB free .*writes will be refused under 0 MB/);

      limits.minFreeBytes = HUGE;
      await watch.check();
      expect(watch.low).toBe(true);
      limits.minFreeBytes = 0;
      await watch.check();
      expect(watch.low).toBe(false);
      expect(lines.at(-1)).toMatch(/again: accepting writes/);
    } finally {
      watch.stop();
    }
  });
});
