import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { catalog } from '../../src/machines/catalog';
import { isCached } from './path-cache';

/**
 * The web project's global set-up: generates the paths of every catalog machine whose cache entry is missing or
 * stale, on every core at once (a child process per core), before the tests that share them start. A machine that
 * fails to generate here is generated again by its test, which reports the failure.
 */
export default async function setup() {
  const stale = catalog.filter((entry) => !isCached(entry)).map((entry) => entry.machine.id);
  if (stale.length === 0) return;
  const shards = Array.from({ length: Math.min(availableParallelism(), stale.length) }, (_, i) =>
    stale.filter((_, j) => j % Math.max(1, availableParallelism()) === i),
  );
  await Promise.all(
    shards.map(
      (ids) =>
        new Promise<void>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', 'tests/model-based/generate-paths.ts', ...ids], {
            stdio: ['ignore', 'ignore', 'inherit'],
          });
          child.on('exit', () => resolve());
          child.on('error', () => resolve());
        }),
    ),
  );
}
