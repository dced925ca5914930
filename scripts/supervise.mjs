// Keeps the reference server up: runs it as a child process and starts it again when it ends abnormally (a crash,
// a database panic, the watchdog's kill), after a wait that doubles on each quick failure (1 s, 2 s, 4 s ... 30 s)
// and resets once the child has run for a minute. SIGINT/SIGTERM are passed to the child and end the supervisor
// with it. It does not restart a child that ended cleanly (code 0) or said it cannot start (code 78: a locked data
// directory, a bad setting), and it gives up after 10 quick failures in a row.
//   node scripts/supervise.mjs -- <command> [args...]      (scripts/start.mjs uses `supervise` directly)
// Env for tests: SUPERVISE_INITIAL_DELAY_MS, SUPERVISE_MAX_DELAY_MS, SUPERVISE_STABLE_MS, SUPERVISE_MAX_FAILURES.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The child's "cannot start, do not retry" code (server/main.ts EXIT_CANNOT_START). */
export const EXIT_CANNOT_START = 78;

/**
 * @param {{ command: string, args?: string[], initialDelayMs?: number, maxDelayMs?: number, stableMs?: number,
 *   maxFailures?: number, stopGraceMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<number>} the exit code the supervisor should end with
 */
export function supervise(options) {
  const initialDelayMs = options.initialDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const stableMs = options.stableMs ?? 60_000;
  const maxFailures = options.maxFailures ?? 10;
  const stopGraceMs = options.stopGraceMs ?? 15_000;
  const log = options.log ?? ((line) => console.error(line));

  return new Promise((resolve) => {
    let child = null;
    let startedAt = 0;
    let failures = 0;
    let restartTimer = null;
    let stopping = null;

    const finish = (code) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve(code);
    };

    const start = () => {
      restartTimer = null;
      startedAt = Date.now();
      child = spawn(options.command, options.args ?? [], { stdio: 'inherit' });
      child.on('error', (error) => log(`[supervisor] cannot run ${options.command}: ${error.message}`));
      child.on('exit', onExit);
    };

    function onExit(code, signal) {
      child = null;
      if (stopping) return finish(code && code !== 0 ? code : 0);
      if (code === 0) return finish(0);
      if (code === EXIT_CANNOT_START) {
        log('[supervisor] the server cannot start with this setup (see above): not restarting');
        return finish(EXIT_CANNOT_START);
      }
      const ranMs = Date.now() - startedAt;
      failures = ranMs >= stableMs ? 1 : failures + 1;
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (failures > maxFailures) {
        log(`[supervisor] the server ${how}; ${maxFailures} quick failures in a row: giving up`);
        return finish(1);
      }
      const delayMs = Math.min(initialDelayMs * 2 ** (failures - 1), maxDelayMs);
      log(
        `[supervisor] the server ${how} after ${(ranMs / 1000).toFixed(1)} s: ` +
          `restarting in ${(delayMs / 1000).toFixed(1)} s (failure ${failures} in a row)`,
      );
      restartTimer = setTimeout(start, delayMs);
    }

    function onSignal(signal) {
      if (stopping) return;
      stopping = signal;
      if (restartTimer) {
        clearTimeout(restartTimer);
        return finish(0);
      }
      if (!child) return finish(0);
      child.kill(signal);
      // A child that cannot handle the signal (wedged) is killed after a grace period.
      setTimeout(() => child?.kill('SIGKILL'), stopGraceMs).unref();
    }

    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    start();
  });
}

const numberEnv = (name) => (process.env[name] ? Number(process.env[name]) : undefined);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rest = process.argv.slice(2);
  const [command, ...args] = rest[0] === '--' ? rest.slice(1) : rest;
  if (!command) {
    console.error('usage: node scripts/supervise.mjs -- <command> [args...]');
    process.exit(2);
  }
  const code = await supervise({
    command,
    args,
    initialDelayMs: numberEnv('SUPERVISE_INITIAL_DELAY_MS'),
    maxDelayMs: numberEnv('SUPERVISE_MAX_DELAY_MS'),
    stableMs: numberEnv('SUPERVISE_STABLE_MS'),
    maxFailures: numberEnv('SUPERVISE_MAX_FAILURES'),
  });
  process.exit(code);
}
