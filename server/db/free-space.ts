/**
 * Watches the free space of the filesystem holding the data directory. PGlite panics when it cannot grow its
 * write-ahead log, so the server stops accepting writes while free space is under `minFreeBytes` (reads go on),
 * and logs a warning once it falls under `warnFreeBytes`, before that happens. Checked at start and then every
 * `intervalMs`.
 */
import { statfsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';

export interface FreeSpaceLimits {
  /** Under this, write calls are refused (507 INSUFFICIENT_STORAGE). */
  minFreeBytes: number;
  /** Under this, a warning is logged (once per fall). */
  warnFreeBytes: number;
  intervalMs: number;
}

export const DEFAULT_FREE_SPACE_LIMITS: FreeSpaceLimits = {
  minFreeBytes: 200 * 1024 * 1024,
  warnFreeBytes: 1024 * 1024 * 1024,
  intervalMs: 10_000,
};

export interface FreeSpaceWatch {
  /** True while free space is under the refusal threshold. */
  readonly low: boolean;
  /** Free bytes at the last check (available to this user), or null when the filesystem could not be read. */
  readonly freeBytes: number | null;
  check(): Promise<void>;
  stop(): void;
}

type Level = 'ok' | 'warn' | 'low';
const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.floor(bytes / MB)} MB`;

export function watchFreeSpace(
  path: string,
  limits: FreeSpaceLimits,
  log: (line: string) => void = (line) => console.warn(line),
): FreeSpaceWatch {
  let level: Level = 'ok';
  let freeBytes: number | null = null;

  const apply = (free: number) => {
    freeBytes = free;
    const next: Level = free < limits.minFreeBytes ? 'low' : free < limits.warnFreeBytes ? 'warn' : 'ok';
    if (next === level) return;
    const where = `the data directory's filesystem (${path})`;
    if (next === 'low') {
      log(
        `[disk] ${mb(free)} free on ${where}, under ${mb(limits.minFreeBytes)}: refusing writes until space is freed`,
      );
    } else if (next === 'warn' && level === 'ok') {
      log(
        `[disk] only ${mb(free)} free on ${where}; writes will be refused under ${mb(limits.minFreeBytes)}` +
          ` (warning level ${mb(limits.warnFreeBytes)})`,
      );
    } else if (level === 'low') {
      log(`[disk] ${mb(free)} free on ${where} again: accepting writes`);
    }
    level = next;
  };
  // A failed check keeps the last state: a transient error must neither block nor unblock writes.
  const report = (error: unknown) => log(`[disk] cannot read free space of ${path}: ${(error as Error).message}`);

  try {
    const stats = statfsSync(path);
    apply(stats.bavail * stats.bsize);
  } catch (error) {
    report(error);
  }
  const check = async () => {
    try {
      const stats = await statfs(path);
      apply(stats.bavail * stats.bsize);
    } catch (error) {
      report(error);
    }
  };
  const timer = setInterval(check, limits.intervalMs);
  timer.unref();
  return {
    get low() {
      return level === 'low';
    },
    get freeBytes() {
      return freeBytes;
    },
    check,
    stop: () => clearInterval(timer),
  };
}
