/** Opens the database, migrates, seeds once, and serves the app: used by main.ts and by the API tests. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadSiteConfig, type SiteConfigStore } from './config/site-config';
import { createContext, type ServerContext } from './context';
import { type Db, openDb } from './db/db';
import { migrate } from './db/migrate';
import { seedOnce } from './seed/index';

export interface StartOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL only: schema to use (created when missing). */
  schema?: string;
  config?: SiteConfigStore;
  devTools?: boolean;
  trustProxy?: boolean;
  printSms?: boolean;
  distDir?: string;
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
  const db = await openDb({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, schema: options.schema });
  try {
    await migrate(db);
    await seedOnce(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const ctx = createContext({
    db,
    config,
    devTools: options.devTools ?? false,
    trustProxy: options.trustProxy ?? false,
    printSms: options.printSms ?? true,
  });
  const app = createApp(ctx, { distDir: options.distDir });
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
        await db.close();
      })();
      return closing;
    },
  };
}
