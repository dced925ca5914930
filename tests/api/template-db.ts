/**
 * One migrated and seeded database per test run, copied for each API test file's server instead of migrating and
 * seeding again (about 20 s a file on PGlite):
 * - PGlite: the template is also dumped (PGlite's `dumpDataDir`); a server starts in memory from the dump, or, when
 *   its file tests the disk (a restart, the ledger:check command), on a copy of the template's data directory. In
 *   memory, a file's tests ran a third faster than on their 42 MB copy on disk;
 * - PostgreSQL: each server gets its own database made with `CREATE DATABASE ... TEMPLATE`.
 * Made by the `server` project's global set-up (template-db.global.ts), handed to the files with `provide`/`inject`.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDb } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedOnce } from '../../server/seed/index';

export type DatabaseTemplate =
  | { kind: 'pglite'; dataDir: string /** The data directory as a tar file (PGlite's `dumpDataDir`). */; dump: string }
  | { kind: 'postgres'; database: string };

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
  const dataDir = await createPgliteTemplateDir();
  const dump = join(dataDir, 'template.tar');
  const pglite = await PGlite.create({ dataDir: join(dataDir, 'pg') });
  writeFileSync(dump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  return {
    template: { kind: 'pglite', dataDir, dump },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A new PGlite data directory (in `pg/` under the returned directory), migrated and seeded with the demo seed, its
 * popups unless `demoPopups` is false; passwords are hashed at `PASSWORD_HASH_LOG_N` as it stands.
 */
export async function createPgliteTemplateDir(options: { demoPopups?: boolean } = {}): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'db-template-'));
  const db = await openDb({ dataDir });
  await migrate(db);
  await seedOnce(db, options);
  await db.close();
  return dataDir;
}

/** Runs `make` with PASSWORD_HASH_LOG_N set to `cost` (when given), and puts the variable back after it. */
export async function withPasswordHashCost<T>(cost: string | undefined, make: () => Promise<T>): Promise<T> {
  const before = process.env.PASSWORD_HASH_LOG_N;
  if (cost !== undefined) process.env.PASSWORD_HASH_LOG_N = cost;
  try {
    return await make();
  } finally {
    if (before === undefined) delete process.env.PASSWORD_HASH_LOG_N;
    else process.env.PASSWORD_HASH_LOG_N = before;
  }
}

let dumpRead: Blob | null = null;
/** The PGlite template's dump, read once per test file (a server opens it in memory: `databaseDump`). */
export function pgliteTemplateDump(template: DatabaseTemplate & { kind: 'pglite' }): Blob {
  dumpRead ??= new Blob([readFileSync(template.dump)]);
  return dumpRead;
}

/** Copies a PGlite template directory into `dataDir` unless it already holds a database (a restart keeps its own). */
export function copyPgliteTemplate(templateDir: string, dataDir: string): void {
  if (existsSync(join(dataDir, 'pg'))) return;
  cpSync(join(templateDir, 'pg'), join(dataDir, 'pg'), { recursive: true });
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
