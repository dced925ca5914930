/**
 * The database is away (PostgreSQL restarting, its connection killed, the network down): the server answers
 * 503 SERVICE_UNAVAILABLE for as long as it lasts instead of crashing or answering 500 UNKNOWN.
 */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause?: unknown) {
    super('The database is unavailable');
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors and PostgreSQL codes that say the connection (not the statement) failed. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: pg_terminate_backend, or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or stopping
  '53300', // too_many_connections
]);

/** Messages of node-postgres itself, which carry no code. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;

export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

/** Failures to open a connection at all (as opposed to one that was open and died): the database is away. */
const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P03',
  '53300',
]);
const CONNECT_MESSAGES =
  /timeout exceeded when trying to connect|not currently accepting connections|the database system is/i;

export function isConnectFailure(error: unknown): boolean {
  const cause = error instanceof DatabaseUnavailableError ? error.cause : error;
  if (!cause || typeof cause !== 'object') return false;
  const code = (cause as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECT_CODES.has(code) || code === '08001' || code === '08004')) return true;
  const message = (cause as { message?: unknown }).message;
  return typeof message === 'string' && CONNECT_MESSAGES.test(message);
}
