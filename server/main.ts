/**
 * `npm start` runs this (after building the site) as the child of scripts/supervise.mjs: PORT (default 8080),
 * DATA_DIR (default ./data), DATABASE_URL (PostgreSQL instead of PGlite), SITE_CONFIG (site config path),
 * DEV_TOOLS=1 (the /dev helpers), TRUST_PROXY=1 (client address from X-Forwarded-For), MIN_FREE_DISK_MB (writes
 * refused under it, default 200), WARN_FREE_DISK_MB (warning under it, default 1024), WATCHDOG_SECONDS (kill a
 * wedged process after this long, default 30; 0 turns it off), SECURITY_LOG_FILE (security events appended there
 * instead of standard output), DEMO_POPUPS=0 (the demo seed puts no announcement in the popup), PASSWORD_HASH_LOG_N
 * (tests only: a lower scrypt cost, refused without DEV_TOOLS=1). See server/README.md
 * "Keeping the server up" and "Security log".
 */
import { loadSiteConfig } from './config/site-config';
import { DataDirLockedError } from './db/db';
import { DEFAULT_FREE_SPACE_LIMITS } from './db/free-space';
import { startEventLoopWatchdog } from './event-loop-watchdog';
import { PASSWORD_HASH_LOG_N, passwordHashLogN } from './security/passwords';
import { startServer } from './server';

/** Exit code of a start that cannot succeed by retrying (EX_CONFIG): the supervisor does not restart on it. */
export const EXIT_CANNOT_START = 78;

class ConfigError extends Error {}

function numberFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new ConfigError(`Invalid ${name}: ${text}`);
  return value;
}

async function main() {
  // Files the server creates (the embedded database, its lock) are readable by its own user only.
  process.umask(0o077);
  const port = Number.parseInt(process.env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`Invalid PORT: ${process.env.PORT}`);
  const MB = 1024 * 1024;
  const minFreeBytes = numberFromEnv('MIN_FREE_DISK_MB', DEFAULT_FREE_SPACE_LIMITS.minFreeBytes / MB) * MB;
  const warnFreeBytes = Math.max(
    numberFromEnv('WARN_FREE_DISK_MB', DEFAULT_FREE_SPACE_LIMITS.warnFreeBytes / MB) * MB,
    minFreeBytes,
  );
  const watchdogSeconds = numberFromEnv('WATCHDOG_SECONDS', 30);
  if (passwordHashLogN() < PASSWORD_HASH_LOG_N && process.env.DEV_TOOLS !== '1') {
    throw new ConfigError(
      `PASSWORD_HASH_LOG_N=${process.env.PASSWORD_HASH_LOG_N} is below OWASP's minimum (${PASSWORD_HASH_LOG_N}): ` +
        'it is for the test suites only (with DEV_TOOLS=1).',
    );
  }
  let config: ReturnType<typeof loadSiteConfig>;
  try {
    config = loadSiteConfig();
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const server = await startServer({
    config,
    port,
    dataDir: process.env.DATA_DIR || './data',
    databaseUrl: process.env.DATABASE_URL || undefined,
    devTools: process.env.DEV_TOOLS === '1',
    trustProxy: process.env.TRUST_PROXY === '1',
    demoPopups: process.env.DEMO_POPUPS !== '0',
    freeSpace: { minFreeBytes, warnFreeBytes },
  });
  const watchdog = watchdogSeconds > 0 ? startEventLoopWatchdog(watchdogSeconds * 1000) : null;
  const where =
    server.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${process.env.DATA_DIR || './data'}`;
  console.log(`Database: ${where}${server.ctx.devTools ? '; DEV_TOOLS on (/dev helpers enabled)' : ''}`);
  console.log(`Site ready at http://localhost:${server.port}/m/home`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    watchdog?.stop();
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  console.error('Cannot start:', error instanceof Error ? error.message : error);
  // A locked data directory or a bad setting will not fix itself: tell the supervisor not to retry.
  const hopeless = error instanceof DataDirLockedError || error instanceof ConfigError;
  process.exit(hopeless ? EXIT_CANNOT_START : 1);
});
