/** Opens the database, migrates, seeds once, and serves the app: used by main.ts and by the API tests. */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadSiteConfig, type SiteConfigStore } from './config/site-config';
import { createContext, type ServerContext } from './context';
import { type Db, openDb } from './db/db';
import { DEFAULT_FREE_SPACE_LIMITS, type FreeSpaceLimits, watchFreeSpace } from './db/free-space';
import { migrate } from './db/migrate';
import { refuseWritesWhenLowOnSpace } from './http/write-guard';
import { type SecurityLogSink, securityLogFromEnv } from './security/security-log';
import { seedOnce } from './seed/index';

export interface StartOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  /** PGlite only: the database in memory, from this dump of a data directory (server/db/db.ts `loadDataDir`). */
  databaseDump?: Blob;
  databaseUrl?: string;
  /** PostgreSQL only: schema to use (created when missing). */
  schema?: string;
  config?: SiteConfigStore;
  devTools?: boolean;
  trustProxy?: boolean;
  printSms?: boolean;
  /** false: the demo seed puts no announcement in the popup (DEMO_POPUPS=0, server/seed/content.ts). */
  demoPopups?: boolean;
  distDir?: string;
  /** PGlite only: free-space thresholds of the data directory's filesystem (writes refused under the minimum). */
  freeSpace?: Partial<FreeSpaceLimits>;
  /** PGlite only: what a database panic does (default: log and exit, server/db/database-panic.ts). */
  onDatabasePanic?: (error: unknown) => void;
  /** Where security events go (default: the file SECURITY_LOG_FILE names, else standard output). */
  securityLog?: SecurityLogSink;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  ctx: ServerContext;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadSiteConfig();
  // Opened first: a log file that cannot be opened stops the start before the database is touched.
  const securityLog = options.securityLog ?? securityLogFromEnv();
  const db = await openDb({
    dataDir: options.dataDir,
    loadDataDir: options.databaseDump,
    databaseUrl: options.databaseUrl,
    schema: options.schema,
    onPanic: options.onDatabasePanic,
  });
  try {
    await migrate(db);
    await seedOnce(db, { demoPopups: options.demoPopups });
  } catch (error) {
    securityLog.close?.();
    await db.close();
    throw error;
  }
  const ctx = createContext({
    db,
    config,
    devTools: options.devTools ?? false,
    trustProxy: options.trustProxy ?? false,
    printSms: options.printSms ?? true,
    securityLog,
    dataDir: options.dataDir,
  });
  // PostgreSQL keeps its data on its own machine: only the embedded database's disk is watched here.
  const freeSpace =
    db.kind === 'pglite'
      ? watchFreeSpace(resolve(options.dataDir ?? './data'), { ...DEFAULT_FREE_SPACE_LIMITS, ...options.freeSpace })
      : null;
  const app = createApp(ctx, {
    distDir: options.distDir,
    guards: freeSpace ? [refuseWritesWhenLowOnSpace(freeSpace)] : [],
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname: options.host }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | null = null;
  return {
    url: `http://localhost:${port}`,
    port,
    db,
    ctx,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections would hold close() open.
          (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        });
        freeSpace?.stop();
        securityLog.close?.();
        await db.close();
      })();
      return closing;
    },
  };
}
