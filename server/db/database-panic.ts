/**
 * PGlite runs PostgreSQL inside this process. When PostgreSQL PANICs (it cannot grow its write-ahead log on a full
 * disk, for example) the embedded database is wedged: the next query spins forever on the event loop, so every
 * route hangs and SIGTERM is never handled. The only safe move is to end the process at once, before any other
 * query runs, with a clear log line and a non-zero code, and let the supervisor (scripts/supervise.mjs) restart it.
 */

/** Exit code of a database panic (EX_SOFTWARE): the supervisor restarts on it. */
export const EXIT_DATABASE_PANIC = 70;

export function isDatabasePanic(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true;
  if (!error || typeof error !== 'object') return false;
  const severity = (error as { severity?: unknown }).severity;
  return severity === 'PANIC';
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return code ? `${error.message} (${String(code)})` : error.message;
}

/** The default reaction to a panic: one log line on stderr, then exit without running anything else. */
export function exitOnDatabasePanic(error: unknown): never {
  console.error(
    `[db] FATAL: the embedded database panicked: ${describeError(error)}. ` +
      `Exiting with code ${EXIT_DATABASE_PANIC} so the supervisor restarts the server (check free disk space).`,
  );
  process.exit(EXIT_DATABASE_PANIC);
}
