/**
 * Test helper of the content API tests: the core helper's real server (tests/api/core-server.ts: PGlite in a fresh
 * temporary directory, or PostgreSQL in a fresh schema when DATABASE_URL is set), migrated and seeded, plus a small
 * fetch wrapper and sessions made directly in the database (the login call has its own tests; here a token is all
 * we need).
 */
import { createSession } from '../../server/security/sessions';
import type { RunningServer } from '../../server/server';
import { startCoreServer } from './core-server';

export interface ContentServer {
  server: RunningServer;
  url: string;
  /** A fresh session token of an existing member. */
  tokenOf(username: string): Promise<string>;
  /** Creates a member of the given type and returns a session token. */
  newMember(username: string, type: number): Promise<{ id: number; token: string }>;
  stop(): Promise<void>;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; value?: T; code?: string; message?: string };
}

export async function startContentServer(): Promise<ContentServer> {
  const core = await startCoreServer();
  const { server } = core;
  const memberId = async (username: string) => {
    const { rows } = await server.db.query<{ id: number }>('SELECT id FROM members WHERE username_lc = $1', [
      username.toLowerCase(),
    ]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no member ${username}`);
    return id;
  };
  return {
    server,
    url: core.url,
    async tokenOf(username) {
      return createSession(server.db, await memberId(username), '127.0.0.1');
    },
    async newMember(username, type) {
      const { rows } = await server.db.query<{ id: number }>(
        `INSERT INTO members (username, username_lc, password_hash, type) VALUES ($1, $2, 'x', $3) RETURNING id`,
        [username, username.toLowerCase(), type],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('member insert failed');
      return { id, token: await createSession(server.db, id, '127.0.0.1') };
    },
    stop: () => core.destroy(),
  };
}

export interface CallInit {
  method?: string;
  token?: string;
  query?: Record<string, string | number | boolean>;
  /** JSON body (objects are stringified; strings are sent as they are). */
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(base: string, path: string, init: CallInit = {}): Promise<Answer<T>> {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.token) headers.token = init.token;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(url, { method: init.method ?? 'GET', headers, body });
  const text = await res.text();
  let parsed: Answer<T>['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { success: false, message: text };
  }
  return { status: res.status, headers: res.headers, body: parsed };
}
