/**
 * `npm run ledger:check -- <data dir>` (PGlite) or `DATABASE_URL=postgres://... npm run ledger:check` (optionally
 * `-- --schema <name>`): checks the ledger's invariants (server/ledger/check.ts) and exits 0 when they hold, 1 when
 * one is broken (each problem printed), 2 when the database cannot be read. Reads only; a PGlite data directory must
 * not be in use by a running server (its lock says so).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDb } from '../server/db/db';
import { checkLedger, describeLedger } from '../server/ledger/check';

async function main(argv: string[]): Promise<number> {
  const schemaAt = argv.indexOf('--schema');
  const schema = schemaAt >= 0 ? argv[schemaAt + 1] : undefined;
  const positional = schemaAt >= 0 ? argv.filter((_, i) => i !== schemaAt && i !== schemaAt + 1) : argv;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = positional[0] ?? process.env.DATA_DIR;
  if (!databaseUrl && !dataDir) {
    console.error('Usage: npm run ledger:check -- <data dir>   (or DATABASE_URL=... npm run ledger:check)');
    return 2;
  }
  if (!databaseUrl && dataDir && !existsSync(join(dataDir, 'pg'))) {
    console.error(`${dataDir} holds no database (no ${join(dataDir, 'pg')}).`);
    return 2;
  }
  const db = await openDb({ dataDir, databaseUrl, schema });
  try {
    const report = await checkLedger(db);
    console.log(describeLedger(report));
    return report.problems.length === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Cannot check the ledger: ${(error as Error).message}`);
    process.exit(2);
  },
);
