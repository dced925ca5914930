/**
 * `npm start` runs this (after building the site): PORT (default 8080), DATA_DIR (default ./data),
 * DATABASE_URL (PostgreSQL instead of PGlite), SITE_CONFIG (site config path), DEV_TOOLS=1 (the /dev helpers),
 * TRUST_PROXY=1 (client address from X-Forwarded-For).
 */
import { DataDirLockedError } from './db/db';
import { startServer } from './server';

async function main() {
  const port = Number.parseInt(process.env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${process.env.PORT}`);
  const server = await startServer({
    port,
    dataDir: process.env.DATA_DIR || './data',
    databaseUrl: process.env.DATABASE_URL || undefined,
    devTools: process.env.DEV_TOOLS === '1',
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  const where =
    server.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${process.env.DATA_DIR || './data'}`;
  console.log(`Database: ${where}${server.ctx.devTools ? '; DEV_TOOLS on (/dev helpers enabled)' : ''}`);
  console.log(`Site ready at http://localhost:${server.port}/m/home`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
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
  if (error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
