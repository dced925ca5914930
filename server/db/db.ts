/**
 * The one database handle of the reference server: PGlite (embedded PostgreSQL) in DATA_DIR by default,
 * a real PostgreSQL (pg Pool) when DATABASE_URL is set. Both speak the same SQL and run the same migrations.
 *
 * Row values are normalised the same way on both: int8 (bigint, count(*)) as number, numeric as string
 * (money stays exact: format it with `toFixed` only at the edge), timestamps as Date.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Db {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Nested calls join it. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** PGlite data directory (default `./data`); ignored when `databaseUrl` is set. */
  dataDir?: string;
  /** A PostgreSQL connection string: when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL only: a schema to create (if missing) and put first on the search_path (tests use one per run). */
  schema?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server process (pid ${pid}). ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

const LOCK_FILE = 'server.lock';
/** Lock files held by this process, so a second openDb in the same process is refused too. */
const heldLocks = new Set<string>();

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the DATA_DIR lock (a file holding our pid). A lock whose pid is dead is stale and is taken over. */
export function acquireDataDirLock(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(path);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldLocks.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let pid = Number.NaN;
      try {
        pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      } catch {
        // Removed between our open and read: try again.
        continue;
      }
      const ours = pid === process.pid;
      if ((ours && heldLocks.has(path)) || (!ours && processAlive(pid))) throw new DataDirLockedError(dir, pid);
      // Stale: its process is gone (or it is a leftover of this very pid that we no longer hold).
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}

const parseInt8 = (value: string) => Number(value);
const keepText = (value: string) => value;

function wrapPglite(pglite: PGlite, release: () => void): Db {
  const make = (q: Pick<PGlite, 'query' | 'exec'>, inTx: boolean): Db => {
    const db: Db = {
      kind: 'pglite',
      async query<T>(sql: string, params?: unknown[]) {
        const result = await q.query<T>(sql, params);
        return { rows: result.rows };
      },
      async exec(sql: string) {
        await q.exec(sql);
      },
      async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
        if (inTx) return fn(db);
        return pglite.transaction((tx) => fn(make(tx, true)));
      },
      async close() {
        if (inTx) return;
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
    return db;
  };
  return make(pglite, false);
}

function wrapPool(pool: pg.Pool): Db {
  const fromClient = (client: pg.PoolClient): Db => {
    const db: Db = {
      kind: 'postgres',
      async query<T>(sql: string, params?: unknown[]) {
        const result = await client.query(sql, params);
        return { rows: result.rows as T[] };
      },
      async exec(sql: string) {
        await client.query(sql);
      },
      transaction: (fn) => fn(db),
      async close() {},
    };
    return db;
  };
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(fromClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` under an exclusive lock. */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    const schema = options.schema;
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
    const types = {
      getTypeParser(oid: number) {
        if (oid === 20) return parseInt8;
        if (oid === 1700) return keepText;
        return pg.types.getTypeParser(oid);
      },
    } as pg.CustomTypesConfig;
    if (schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    await pool.query('SELECT 1');
    return wrapPool(pool);
  }
  const dataDir = resolve(options.dataDir ?? './data');
  const release = acquireDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create({
      dataDir: join(dataDir, 'pg'),
      parsers: { 20: parseInt8, 1700: keepText },
    });
    return wrapPglite(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}
