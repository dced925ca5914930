/**
 * `npm start`'s supervisor (scripts/supervise.mjs): a crashed server is started again after a wait that grows,
 * SIGTERM is passed on and ends both cleanly, and a server that cannot start (code 78) or keeps failing is not
 * restarted forever (issue 12 finding 2).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnNode } from '../api/spawn-child';

const dir = mkdtempSync(join(tmpdir(), 'supervise-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A stand-in server: appends its start time to `log`, then exits with the code at its run's position in `codes`
 * (runs past the list stay up until SIGTERM, and then exit 0).
 */
function standIn(log: string, codes: number[]): string {
  return `
    const fs = require('node:fs');
    fs.appendFileSync(${JSON.stringify(log)}, Date.now() + '\\n');
    const run = fs.readFileSync(${JSON.stringify(log)}, 'utf8').trim().split('\\n').length;
    const codes = ${JSON.stringify(codes)};
    if (run <= codes.length) process.exit(codes[run - 1]);
    process.on('SIGTERM', () => { fs.writeSync(1, 'stand-in got SIGTERM\\n'); process.exit(0); });
    console.log('stand-in up');
    setInterval(() => {}, 1000);
  `;
}

const FAST = {
  SUPERVISE_INITIAL_DELAY_MS: '200',
  SUPERVISE_MAX_DELAY_MS: '2000',
  SUPERVISE_STABLE_MS: '60000',
  SUPERVISE_MAX_FAILURES: '3',
};

function starts(log: string): number[] {
  return readFileSync(log, 'utf8').trim().split('\n').map(Number);
}

describe('the supervisor', () => {
  it('restarts a crashed server with a growing wait, then passes SIGTERM on and exits 0', async () => {
    const log = join(dir, 'crash.log');
    const supervisor = spawnNode(['scripts/supervise.mjs', '--', process.execPath, '-e', standIn(log, [1, 70])], FAST);
    await supervisor.waitFor('stand-in up');
    const times = starts(log);
    expect(times).toHaveLength(3);
    // 200 ms after the first failure, 400 ms after the second.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(200);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(400);
    expect(supervisor.output).toMatch(/exited with code 1 after .*restarting in 0\.2 s/);
    expect(supervisor.output).toMatch(/exited with code 70 after .*restarting in 0\.4 s/);

    supervisor.process.kill('SIGTERM');
    const end = await supervisor.exited;
    expect(end.code).toBe(0);
    expect(end.output).toContain('stand-in got SIGTERM');
    expect(starts(log)).toHaveLength(3);
  });

  it('does not restart a server that says it cannot start (code 78)', async () => {
    const log = join(dir, 'config.log');
    const supervisor = spawnNode(['scripts/supervise.mjs', '--', process.execPath, '-e', standIn(log, [78])], FAST);
    const end = await supervisor.exited;
    expect(end.code).toBe(78);
    expect(end.output).toContain('not restarting');
    expect(starts(log)).toHaveLength(1);
  });

  it('gives up after too many quick failures in a row', async () => {
    const log = join(dir, 'loop.log');
    const codes = [1, 1, 1, 1, 1, 1];
    const supervisor = spawnNode(['scripts/supervise.mjs', '--', process.execPath, '-e', standIn(log, codes)], FAST);
    const end = await supervisor.exited;
    expect(end.code).toBe(1);
    expect(end.output).toContain('giving up');
    // The first run and 3 restarts.
    expect(starts(log)).toHaveLength(4);
  });

  it('ends with a server that exits cleanly, without restarting it', async () => {
    const log = join(dir, 'clean.log');
    const supervisor = spawnNode(['scripts/supervise.mjs', '--', process.execPath, '-e', standIn(log, [0])], FAST);
    const end = await supervisor.exited;
    expect(end.code).toBe(0);
    expect(starts(log)).toHaveLength(1);
  });
});
