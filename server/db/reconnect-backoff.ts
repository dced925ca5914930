/**
 * How the PostgreSQL pool waits for a database that went away: after a failure to connect, calls answer 503 at
 * once (without trying) for a short wait that doubles on each new failure (100 ms up to `maxMs`, 1 s); the first
 * call after the wait tries for real, and one success opens the gate again. So a dead database costs no pile of
 * connection attempts, and a returning one is used within `maxMs`.
 */
export interface ReconnectBackoff {
  /** True while calls should not even try (within the wait after a failure). */
  waiting(): boolean;
  /** A call failed because the database could not be reached. */
  failed(error: unknown): void;
  /** A call reached the database. */
  succeeded(): void;
}

export interface ReconnectBackoffOptions {
  initialMs?: number;
  maxMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}

export function createReconnectBackoff(options: ReconnectBackoffOptions = {}): ReconnectBackoff {
  const initialMs = options.initialMs ?? 100;
  const maxMs = options.maxMs ?? 1000;
  const log = options.log ?? ((line: string) => console.error(line));
  const now = options.now ?? Date.now;
  let waitMs = 0;
  let retryAt = 0;
  let downSince: number | null = null;
  return {
    waiting: () => downSince !== null && now() < retryAt,
    failed(error) {
      if (downSince === null) {
        downSince = now();
        const reason = error instanceof Error ? error.message : String(error);
        log(`[db] PostgreSQL unreachable (${reason}): answering 503 and retrying with backoff`);
      }
      waitMs = waitMs === 0 ? initialMs : Math.min(waitMs * 2, maxMs);
      retryAt = now() + waitMs;
    },
    succeeded() {
      if (downSince === null) return;
      log(`[db] PostgreSQL reachable again after ${((now() - downSince) / 1000).toFixed(1)} s`);
      downSince = null;
      waitMs = 0;
      retryAt = 0;
    },
  };
}
