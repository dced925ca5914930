/**
 * The data directory holds password hashes and sessions: the server (server/main.ts, as `npm start` runs it)
 * leaves it 0700 with every file 0600, a directory made loose before included (issue 12 finding 7).
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { spawnNode } from './spawn-child';

const parent = mkdtempSync(join(tmpdir(), 'data-dir-modes-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** Every path under `dir` (itself included) with its permission bits. */
function modes(dir: string): { path: string; directory: boolean; mode: number }[] {
  const stat = lstatSync(dir);
  const here = { path: dir, directory: stat.isDirectory(), mode: stat.mode & 0o777 };
  if (!stat.isDirectory()) return [here];
  return [here, ...readdirSync(dir).flatMap((entry) => modes(join(dir, entry)))];
}

it('creates the data directory 0700 with files 0600, and tightens one that was world-writable', async () => {
  const dataDir = join(parent, 'data');
  // A directory left loose by an older version: world-writable, with a world-readable file in it.
  mkdirSync(dataDir);
  chmodSync(dataDir, 0o777);
  writeFileSync(join(dataDir, 'old-notes.txt'), 'left by an older version');
  chmodSync(join(dataDir, 'old-notes.txt'), 0o666);

  const server = spawnNode(['--import', 'tsx', 'server/main.ts'], {
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEV_TOOLS: '',
  });
  await server.waitFor('Site ready', 60_000);

  const entries = modes(dataDir);
  expect(entries.length).toBeGreaterThan(100);
  const loose = entries
    .filter((entry) => entry.mode !== (entry.directory ? 0o700 : 0o600))
    .map((entry) => `${entry.mode.toString(8)} ${entry.path}`);
  expect(loose).toEqual([]);

  server.process.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
});
