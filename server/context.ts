/**
 * What every route module receives: the database, the site config, whether the dev helpers are on, and the
 * session lookup (the client sends its token in the `token` header).
 */
import { resolve } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { PASSWORD_CHANGE_ALLOWED_PATHS, passwordChangeDue } from '../src/domain/account/passwordChange';
import type { SiteConfigStore } from './config/site-config';
import type { Db } from './db/db';
import { AppError, MESSAGES } from './http/envelope';
import { createClock, type ServerClock } from './protection/clock';
import { restrictedSessionGate } from './protection/exclusion/gate';
import { isBackgroundCall, keepUnlessIdle } from './protection/inactivity/idle-sessions';
import { type LoginKeyPair, loadLoginKeyPair } from './security/login-crypto';
import {
  createSecurityLogger,
  noteMember,
  type SecurityLogger,
  type SecurityLogSink,
  stdoutSecurityLog,
} from './security/security-log';
import { findSession, type SessionRecord } from './security/sessions';

export type { SessionRecord } from './security/sessions';

export interface ServerContext {
  db: Db;
  config: SiteConfigStore;
  /** DEV_TOOLS=1: the /dev helpers exist (never in the default start). */
  devTools: boolean;
  /** The live session of the request's `token` header, or null. */
  session(c: Context): Promise<SessionRecord | null>;
  /**
   * The live session, else AppError NOT_LOGGED_IN (401); while a forced password change is pending, only member info,
   * the password change and logout pass (else 403 PASSWORD_CHANGE_REQUIRED); a self-excluded account's session
   * reaches only withdrawing and logout (else 403 ACCOUNT_SELF_EXCLUDED).
   */
  requireSession(c: Context): Promise<SessionRecord>;
  /** The client's address (X-Forwarded-For only when TRUST_PROXY=1). */
  clientIp(c: Context): string;
  /** TRUST_PROXY=1: the X-Forwarded-* headers of the proxy in front are believed. */
  trustProxy: boolean;
  /** RSA key pair and nonce secret of the encrypted login, shared through the database by every process on it. */
  loginKeys(): Promise<LoginKeyPair>;
  /** Print SMS codes on the console (the stand-in SMS gateway); tests turn it off. */
  printSms: boolean;
  /** Writes a security event of this request (server/security/security-log.ts). */
  securityLog: SecurityLogger;
  /** The data directory (DATA_DIR, default ./data): files that are not in the database (verification documents). */
  dataDir: string;
  /** Player protection's clock (server/protection/clock.ts): real time, moved forward by the e2e tests' /dev/clock. */
  clock: ServerClock;
}

export type RouteModule = (app: Hono, ctx: ServerContext) => void;

export interface CreateContextOptions {
  db: Db;
  config: SiteConfigStore;
  devTools?: boolean;
  trustProxy?: boolean;
  printSms?: boolean;
  /** Where security events go (default: standard output). */
  securityLog?: SecurityLogSink;
  /** The data directory (default ./data). */
  dataDir?: string;
  clock?: ServerClock;
}

export function clientIp(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createContext(options: CreateContextOptions): ServerContext {
  const { db, config } = options;
  const trustProxy = options.trustProxy ?? false;
  let loginKeys: Promise<LoginKeyPair> | null = null;
  const ctx: ServerContext = {
    db,
    config,
    devTools: options.devTools ?? false,
    async session(c) {
      // The player's own calls are activity; a session idle too long is ended instead (issue 16 inactivity logout).
      const now = ctx.clock.now();
      const found = await findSession(db, c.req.header('token'), isBackgroundCall(c) ? null : now);
      const session = found && (await keepUnlessIdle(db, found, config.get().protection.inactivity, now));
      // The security log names the member of a refused call (a trial account's withdrawal, say).
      if (session) noteMember(c, session.memberId);
      return session;
    },
    async requireSession(c) {
      const session = await ctx.session(c);
      if (!session) throw new AppError('NOT_LOGGED_IN', MESSAGES.notLoggedIn, 401);
      const due = passwordChangeDue(
        { mustChange: session.passwordMustChange, changedAt: session.passwordChangedAt },
        config.get().member.passwordMaxAgeDays,
        new Date(),
      );
      if (due && !PASSWORD_CHANGE_ALLOWED_PATHS.includes(c.req.path)) {
        throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your password before you go on', 403, {
          passwordChange: due,
        });
      }
      await restrictedSessionGate(ctx, { method: c.req.method, path: c.req.path }, session.memberId);
      return session;
    },
    clientIp: (c) => clientIp(c, trustProxy),
    trustProxy,
    loginKeys() {
      loginKeys ??= loadLoginKeyPair(db).catch((error: unknown) => {
        // Not kept: the next login tries again (the database may be back).
        loginKeys = null;
        throw error;
      });
      return loginKeys;
    },
    printSms: options.printSms ?? true,
    securityLog: createSecurityLogger(options.securityLog ?? stdoutSecurityLog(), (c) => clientIp(c, trustProxy)),
    dataDir: resolve(options.dataDir ?? './data'),
    clock: options.clock ?? createClock(),
  };
  return ctx;
}
