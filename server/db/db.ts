/**
 * The one database handle of the reference server: PGlite (embedded PostgreSQL) in DATA_DIR by default,
 * a real PostgreSQL (pg Pool) when DATABASE_URL is set. Both speak the same SQL and run the same migrations.
 *
 * Row values are normalised the same way on both: int8 (bigint, count(*)) as number, numeric as string
 * (money stays exact: format it with `toFixed` only at the edge), timestamps as Date.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { restrictDataDir } from './data-dir-permissions';
import { exitOnDatabasePanic, isDatabasePanic } from './database-panic';
import { createReconnectBackoff, type ReconnectBackoff } from './reconnect-backoff';
import { DatabaseUnavailableError, isConnectFailure, isConnectionError } from './unavailable';

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
  /**
   * PGlite only: the database runs in memory, started from this dump of a data directory (PGlite's `dumpDataDir`),
   * and what it writes is gone at close. The API tests start each file's server this way from their migrated
   * template; `dataDir` still holds the server's files and its lock.
   */
  loadDataDir?: Blob;
  /** A PostgreSQL connection string: when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL only: a schema to create (if missing) and put first on the search_path (tests use one per run). */
  schema?: string;
  /** PGlite only: called when the embedded database panics (default: log and exit, see database-panic.ts). */
  onPanic?: (error: unknown) => void;
  /** PostgreSQL only: the wait between reconnection tries while the database is away. */
  reconnect?: { initialMs?: number; maxMs?: number };
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
  restrictDataDir(dir);
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

type PgliteLike = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

/** Wraps PGlite; exported for the panic test, which feeds it a stand-in where no small filesystem can be mounted. */
export function wrapPglite(pglite: PgliteLike, release: () => void, onPanic: (error: unknown) => void): Db {
  let panicked: unknown = null;
  // Every call goes through here: after a panic no other query may reach the wedged database (it would spin).
  const guard = async <R>(run: () => Promise<R>): Promise<R> => {
    if (panicked) throw panicked;
    try {
      return await run();
    } catch (error) {
      if (isDatabasePanic(error) && !panicked) {
        panicked = error;
        onPanic(error);
      }
      throw error;
    }
  };
  const make = (q: Pick<PGlite, 'query' | 'exec'>, inTx: boolean): Db => {
    const db: Db = {
      kind: 'pglite',
      async query<T>(sql: string, params?: unknown[]) {
        const result = await guard(() => q.query<T>(sql, params));
        return { rows: result.rows };
      },
      async exec(sql: string) {
        await guard(() => q.exec(sql));
      },
      async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
        if (inTx) return fn(db);
        return guard(() => pglite.transaction((tx) => fn(make(tx, true))));
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

/** A connection-level failure becomes DatabaseUnavailableError (503); statement errors pass through unchanged. */
function asUnavailable(error: unknown): unknown {
  return isConnectionError(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
}

function wrapPool(pool: pg.Pool, backoff: ReconnectBackoff): Db {
  /** Runs one call against the pool: answers 503 at once while backing off, and records how the call went. */
  const reach = async <R>(run: () => Promise<R>): Promise<R> => {
    if (backoff.waiting()) throw new DatabaseUnavailableError();
    try {
      const result = await run();
      backoff.succeeded();
      return result;
    } catch (error) {
      // Only a failure to connect says the database is away; one dead connection (killed, or dropped by a restart)
      // is answered 503 and the next call simply opens a new one.
      if (isConnectFailure(error)) backoff.failed(error);
      else if (!isConnectionError(error)) backoff.succeeded();
      throw asUnavailable(error);
    }
  };
  const fromClient = (client: pg.PoolClient): Db => {
    const db: Db = {
      kind: 'postgres',
      async query<T>(sql: string, params?: unknown[]) {
        const result = await client.query(sql, params).catch((error) => Promise.reject(asUnavailable(error)));
        return { rows: result.rows as T[] };
      },
      async exec(sql: string) {
        await client.query(sql).catch((error) => Promise.reject(asUnavailable(error)));
      },
      transaction: (fn) => fn(db),
      async close() {},
    };
    return db;
  };
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await reach(() => pool.query(sql, params));
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await reach(() => pool.query(sql));
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await reach(() => pool.connect());
      // A checked-out client has no pool listener: its connection dying would be an unhandled 'error' (a crash).
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(fromClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (isConnectionError(error)) broken ??= error as Error;
        // On a dead connection PostgreSQL has already rolled back; ROLLBACK would only fail again.
        if (!broken) await client.query('ROLLBACK').catch((rollbackError: Error) => (broken ??= rollbackError));
        throw asUnavailable(error);
      } finally {
        client.off('error', onError);
        // Releasing with an error destroys the connection instead of handing it to the next caller.
        client.release(broken);
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
      // A database that does not answer at all (network gone) gives 503 after this, not a hung request.
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle connection killed (pg_terminate_backend, a restart): the pool drops it and opens another when needed.
    // Without this listener the 'error' would be unhandled and end the process.
    pool.on('error', (error) => console.error(`[db] an idle PostgreSQL connection failed: ${error.message}`));
    await pool.query('SELECT 1');
    return wrapPool(pool, createReconnectBackoff(options.reconnect));
  }
  const dataDir = resolve(options.dataDir ?? './data');
  const release = acquireDataDirLock(dataDir);
  try {
    const parsers = { 20: parseInt8, 1700: keepText };
    const pglite = await PGlite.create(
      options.loadDataDir ? { loadDataDir: options.loadDataDir, parsers } : { dataDir: join(dataDir, 'pg'), parsers },
    );
    // PGlite's first start unpacks its template files 0666 whatever the umask: take that back at once.
    restrictDataDir(dataDir);
    return wrapPglite(pglite, release, options.onPanic ?? exitOnDatabasePanic);
  } catch (error) {
    release();
    throw error;
  }
}
