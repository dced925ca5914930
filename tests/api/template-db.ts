/**
 * One migrated and seeded database per test run, copied for each API test file's server instead of migrating and
 * seeding again (about 20 s a file on PGlite):
 * - PGlite: the template's data directory is copied into the server's fresh one;
 * - PostgreSQL: each server gets its own database made with `CREATE DATABASE ... TEMPLATE`.
 * Made by the `server` project's global set-up (template-db.global.ts), handed to the files with `provide`/`inject`.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedOnce } from '../../server/seed/index';

export type DatabaseTemplate = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

/** `url` with its database name replaced. */
export function urlOfDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds (the demo seed, popups included) a new template; `drop` removes it. */
export async function createTemplate(
  databaseUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; drop(): Promise<void> }> {
  if (databaseUrl) {
    const database = `api_template_${randomBytes(4).toString('hex')}`;
    await createDatabase(databaseUrl, database);
    const db = await openDb({ databaseUrl: urlOfDatabase(databaseUrl, database) });
    await migrate(db);
    await seedOnce(db);
    await db.close();
    return {
      template: { kind: 'postgres', database },
      drop: async () => {
        await dropDatabase(databaseUrl, database);
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'api-template-'));
  const db = await openDb({ dataDir });
  await migrate(db);
  await seedOnce(db);
  await db.close();
  return {
    template: { kind: 'pglite', dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Copies the PGlite template into `dataDir` unless it already holds a database (a restart keeps its own). */
export function copyPgliteTemplate(template: DatabaseTemplate & { kind: 'pglite' }, dataDir: string): void {
  if (existsSync(join(dataDir, 'pg'))) return;
  cpSync(join(template.dataDir, 'pg'), join(dataDir, 'pg'), { recursive: true });
}

/** A new PostgreSQL database cloned from the template; returns its name. */
export async function cloneDatabase(template: DatabaseTemplate & { kind: 'postgres' }, databaseUrl: string) {
  const database = `t_${randomBytes(6).toString('hex')}`;
  // Cloning needs the template to have no other session; parallel clones can meet each other's: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(databaseUrl, (client) => client.query(`CREATE DATABASE ${database} TEMPLATE ${template.database}`));
      return database;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export function createDatabase(databaseUrl: string, database: string): Promise<unknown> {
  return admin(databaseUrl, (client) => client.query(`CREATE DATABASE ${database}`));
}

export function dropDatabase(databaseUrl: string, database: string): Promise<unknown> {
  return admin(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
}
