/**
 * One server process of the two-process test: the real server on a free port, on the PostgreSQL of DATABASE_URL in
 * the schema SERVER_SCHEMA, with the test settings of core-server.ts. Prints `READY <url>` once it serves; SIGTERM
 * stops it.
 */
import { startServer } from '../../../server/server';

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL,
  schema: process.env.SERVER_SCHEMA,
  devTools: true,
  trustProxy: true,
  printSms: false,
});
console.log(`READY ${server.url.replace('localhost', '127.0.0.1')}`);
process.on('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
