/**
 * A database panic ends the server with a non-zero code and a clear log line, instead of wedging every route
 * (issue 12 finding 2). Real where the platform allows it: PGlite on a 64 MB tmpfs, written to until it cannot
 * grow its write-ahead log. Where no filesystem can be mounted (not root), the same wrapper gets a simulated panic.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { spawnNode } from './spawn-child';

const mountPoint = mkdtempSync(join(tmpdir(), 'small-disk-'));
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m,mode=0700', 'tmpfs', mountPoint], { stdio: 'ignore' });
  mounted = true;
} catch {
  // Not root, or no mount in this sandbox: the simulated panic below.
}
afterAll(() => {
  if (mounted) execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

it(`ends the process with code 70 and a clear log line when the database panics (${mounted ? 'real full disk' : 'simulated'})`, async () => {
  const args = mounted ? ['real', join(mountPoint, 'data')] : ['simulated'];
  const child = spawnNode(['--import', 'tsx', 'tests/api/fixtures/fill-until-panic.ts', ...args], { DATABASE_URL: '' });
  const end = await child.exited;
  expect(end.output).not.toContain('never panicked');
  expect(end.output).toMatch(/\[db\] FATAL: the embedded database panicked: .*No space left on device/);
  expect(end.code).toBe(70);
}, 120_000);
