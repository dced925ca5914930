/**
 * What every route module receives: the database, the site config, whether the dev helpers are on, and the
 * session lookup (the client sends its token in the `token` header).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import type { SiteConfigStore } from './config/site-config';
import type { Db } from './db/db';
import { AppError, MESSAGES } from './http/envelope';
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
  /** The live session, else AppError NOT_LOGGED_IN (401). */
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
      const session = await findSession(db, c.req.header('token'));
      // The security log names the member of a refused call (a trial account's withdrawal, say).
      if (session) noteMember(c, session.memberId);
      return session;
    },
    async requireSession(c) {
      const session = await ctx.session(c);
      if (!session) throw new AppError('NOT_LOGGED_IN', MESSAGES.notLoggedIn, 401);
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
  };
  return ctx;
}
