/**
 * The security event log (ASVS 5.0 V16): one JSON object per line, event names after the OWASP Logging Vocabulary.
 * Routes call `ctx.securityLog(c, event)` where they decide (a login, a password change, a guessed PIN); the refusal
 * logger below writes one line for every 401/403/429 and cross-site refusal no route logged itself. The request's
 * address, method, path and id are added here, so a route only says what happened and to whom.
 *
 * Never logged: passwords, PINs, SMS or captcha codes, session or device tokens, login nonces, request bodies. A
 * username typed at a failed login is logged as given (cut to 32 characters): it is personal data (server/README.md).
 */
import { closeSync, fchmodSync, openSync, writeSync } from 'node:fs';
import type { Context, MiddlewareHandler } from 'hono';
import { refusalOf } from '../http/envelope';
import { requestIdOf } from '../http/request-id';

export type SecurityEventName =
  | 'authn_login_success'
  | 'authn_login_fail'
  | 'authn_login_locked'
  | 'authn_captcha_fail'
  | 'authn_device_token_reuse'
  | 'authn_password_change'
  | 'authn_password_reset'
  | 'authn_payment_password_change'
  | 'authn_logout'
  | 'authn_session_revoke'
  | 'user_created'
  | 'authz_fail'
  | 'secret_guess_fail'
  | 'secret_guess_locked'
  | 'malicious_cross_site'
  | 'excess_rate_limit';

/** What a route tells: the event and whom it concerns. */
export interface SecurityEvent {
  event: SecurityEventName;
  /** Member id, when the account is known. */
  who?: number;
  /** A username attempted at a failed login (cut to 32 characters). */
  username?: string;
  /** How the member authenticated: password, sms, device, trial. */
  via?: string;
  /** Which secret was guessed: old-password, payment-password, sms-code. */
  secret?: string;
  /** The refusal's code (`LOGIN_FAILED`, `TOO_MANY_ATTEMPTS` ...); absent on success. */
  code?: string;
}

/** One line of the log. */
export interface SecurityLogRecord extends SecurityEvent {
  at: string;
  level: 'INFO' | 'WARN';
  result: 'success' | 'failure';
  ip: string;
  method: string;
  path: string;
  requestId: string;
  status?: number;
}

/** Where the lines go; each call gets one complete line without its newline. */
export interface SecurityLogSink {
  write(line: string): void;
  close?(): void;
}

const USERNAME_MAX = 32;

/**
 * JSON.stringify escapes quotes, backslashes and every control character (CR, LF included), so a value can never
 * end the line or forge a field (ASVS 16.4.1); U+2028/U+2029 are escaped too, since some readers split lines there.
 */
export function securityLogLine(record: SecurityLogRecord): string {
  return JSON.stringify(record)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function stdoutSecurityLog(): SecurityLogSink {
  return { write: (line) => process.stdout.write(`${line}\n`) };
}

/** Appends to `path`, readable and writable by the server's user only; written at once, so a crash loses nothing. */
export function fileSecurityLog(path: string): SecurityLogSink {
  const fd = openSync(path, 'a', 0o600);
  // An existing file keeps its mode on open: tighten it.
  fchmodSync(fd, 0o600);
  return {
    write: (line) => {
      writeSync(fd, `${line}\n`);
    },
    close: () => closeSync(fd),
  };
}

export interface MemorySecurityLog extends SecurityLogSink {
  lines: string[];
  records(): SecurityLogRecord[];
}

/** Keeps the lines (tests read them). */
export function memorySecurityLog(): MemorySecurityLog {
  const lines: string[] = [];
  return {
    lines,
    write: (line) => {
      lines.push(line);
    },
    records: () => lines.map((line) => JSON.parse(line) as SecurityLogRecord),
  };
}

export const silentSecurityLog: SecurityLogSink = { write: () => {} };

/** SECURITY_LOG_FILE names a file to append to; else standard output. */
export function securityLogFromEnv(env: NodeJS.ProcessEnv = process.env): SecurityLogSink {
  const file = env.SECURITY_LOG_FILE;
  return file ? fileSecurityLog(file) : stdoutSecurityLog();
}

// Per request: the member its session belongs to, and whether a line was written (the refusal logger then stays quiet).
const requestMember = new WeakMap<Context, number>();
const logged = new WeakSet<Context>();

/** The request's session belongs to this member (context.ts calls it when it finds a session). */
export function noteMember(c: Context, memberId: number): void {
  requestMember.set(c, memberId);
}

export type SecurityLogger = (c: Context, event: SecurityEvent, status?: number) => void;

export function createSecurityLogger(sink: SecurityLogSink, clientIp: (c: Context) => string): SecurityLogger {
  return (c, event, status) => {
    logged.add(c);
    const failure = event.code !== undefined;
    const record: SecurityLogRecord = {
      at: new Date().toISOString(),
      level: failure ? 'WARN' : 'INFO',
      event: event.event,
      result: failure ? 'failure' : 'success',
      who: event.who ?? requestMember.get(c),
      ...(event.username !== undefined ? { username: event.username.slice(0, USERNAME_MAX) } : {}),
      ...(event.via !== undefined ? { via: event.via } : {}),
      ...(event.secret !== undefined ? { secret: event.secret } : {}),
      ...(event.code !== undefined ? { code: event.code } : {}),
      ...(status !== undefined ? { status } : {}),
      ip: clientIp(c),
      method: c.req.method,
      path: c.req.path.slice(0, 200),
      requestId: requestIdOf(c),
    };
    sink.write(securityLogLine(record));
  };
}

const AUTHZ_CODES = new Set(['NOT_LOGGED_IN', 'TRIAL_REFUSED', 'NO_PERMISSION']);

/** The event of a refusal no route logged, or null when it is not a security event (a bad field, a 404). */
function refusalEvent(code: string, status: number): SecurityEventName | null {
  if (code === 'CROSS_SITE_REQUEST') return 'malicious_cross_site';
  if (status === 429) return 'excess_rate_limit';
  if (AUTHZ_CODES.has(code)) return 'authz_fail';
  if (code === 'CAPTCHA_INVALID') return 'authn_captcha_fail';
  if (code === 'VERIFICATION_CODE_INVALID') return 'secret_guess_fail';
  return null;
}

/**
 * One line for each refusal a route did not log itself, whether it was thrown (the error handler) or answered by a
 * middleware (the cross-site guard). Registered before the guards, so it sees their answers.
 */
export function logRefusals(log: SecurityLogger): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (logged.has(c)) return;
    const refusal = refusalOf(c);
    if (!refusal) return;
    const event = refusalEvent(refusal.code, refusal.status);
    if (!event) return;
    log(
      c,
      { event, code: refusal.code, ...(event === 'secret_guess_fail' ? { secret: 'sms-code' } : {}) },
      refusal.status,
    );
  };
}
