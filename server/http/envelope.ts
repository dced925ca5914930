/**
 * The one answer shape of the reference platform: `{ success, value?, code?, message? }` (server/README.md).
 * Route handlers answer with `ok(c, value)` and refuse by throwing `AppError`; the error handler below turns
 * every refusal into the envelope, zod failures into INVALID_INPUT with a message per field, and anything else into
 * a 500 UNKNOWN without internals (the detail goes to the server log only, never to the client).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, type z } from 'zod';
import { isConnectionError } from '../db/unavailable';
import { requestIdOf } from './request-id';

export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
}

/** Messages of the spec's dictionary (§8), used wherever one fits. */
export const MESSAGES = {
  unknown: 'Unknown error',
  emptyUrl: 'The requested url is empty. please check your request format.',
  upgrading: 'System upgrading, please try again later.',
  notLoggedIn: 'You are not logged in, please login first',
  loggedOut: 'The account has been logged out, please log in again',
  verificationCode: 'Verification code error',
  invitationCode: 'Invalid invitation code',
  referrerLink: 'Referrer link error',
  agentInfo: 'Incorrect agent information',
  noPermission: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  userMissing: 'Sorry, the user does not exist or is disabled.',
  usernameExists: 'Sorry, the username already exists.',
  maintenance: 'The platform is under maintenance',
  nonMember: 'Non-member account unable to login',
  nonAgent: 'Non-agents cannot log in.',
  unavailable: 'The service is temporarily unavailable, please try again later.',
  storageFull: 'The server is low on storage: changes are refused for now, please try again later.',
} as const;

export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = 400,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function ok<T>(c: Context, value?: T): Response {
  const body: Envelope<T> = value === undefined ? { success: true } : { success: true, value };
  return c.json(body);
}

// The refusal each request was answered with, for the security log (server/security/security-log.ts).
const refusals = new WeakMap<Context, AppError>();

export function refusalOf(c: Context): AppError | undefined {
  return refusals.get(c);
}

export function fail(c: Context, error: AppError): Response {
  refusals.set(c, error);
  const body: Envelope = { success: false, code: error.code, message: error.message };
  if (error.value !== undefined) body.value = error.value;
  return c.json(body, error.status as ContentfulStatusCode);
}

/** `{ fields: { name: message } }` and one readable sentence listing each bad field. */
export function zodToAppError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    if (!(name in fields)) fields[name] = issue.message;
  }
  const message = Object.entries(fields)
    .map(([name, text]) => `${name}: ${text}`)
    .join('; ');
  return new AppError('INVALID_INPUT', message || 'Invalid input', 400, { fields });
}

/** Hono's `app.onError`. */
export function errorHandler(error: Error, c: Context): Response {
  if (error instanceof AppError) return fail(c, error);
  if (error instanceof ZodError) return fail(c, zodToAppError(error));
  // The database is away (server/db/unavailable.ts): a pause, not a bug; the client may retry shortly.
  if (isConnectionError(error)) {
    c.header('Retry-After', '1');
    return fail(c, new AppError('SERVICE_UNAVAILABLE', MESSAGES.unavailable, 503));
  }
  // disk_full from the database: the write was refused, nothing is broken.
  if ((error as { code?: unknown }).code === '53100') {
    return fail(c, new AppError('INSUFFICIENT_STORAGE', MESSAGES.storageFull, 507));
  }
  // Hono's own HTTP errors (malformed JSON in a validator, for example) carry a status.
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return fail(c, new AppError(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', 'Bad request', status));
  }
  console.error('[server] unhandled error on', c.req.method, c.req.path, 'request', requestIdOf(c), error);
  return fail(c, new AppError('UNKNOWN', MESSAGES.unknown, 500));
}

export function notFound(c: Context): Response {
  return fail(c, new AppError('NOT_FOUND', MESSAGES.emptyUrl, 404));
}

/** Validates with a zod schema; failures become INVALID_INPUT with a message per field. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw zodToAppError(result.error);
  return result.data;
}

/**
 * Reads the request body (JSON, or form-encoded) and validates it. A body that is not JSON is INVALID_JSON, a
 * broken form INVALID_BODY;
 * an empty body is validated as `{}` so a schema of optional fields accepts it.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  let data: unknown = {};
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      data = await c.req.parseBody();
    } catch {
      // A broken boundary or a truncated part is the client's fault, like broken JSON.
      throw new AppError('INVALID_BODY', 'The request body is not a valid form', 400);
    }
  } else {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        data = JSON.parse(text);
      } catch {
        throw new AppError('INVALID_JSON', 'The request body is not valid JSON', 400);
      }
    }
  }
  return parseWith(schema, data);
}

/** Validates the query string (first value of each key). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}
