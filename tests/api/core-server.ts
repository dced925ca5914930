/**
 * Test helper of the core API tests: the real server on a free port, on PGlite in a fresh temporary directory, or
 * on PostgreSQL when DATABASE_URL is set (a database of its own, dropped at the end); both start from a copy of the
 * run's migrated and seeded template (template-db.ts). DEV_TOOLS is on and the
 * client address is taken from X-Forwarded-For, so each test can act from its own address. `Client` keeps cookies
 * (the captcha is bound to one) and a session token, and encrypts logins the way the site does.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { checkLedger, describeLedger } from '../../server/ledger/check';
import { centsOf, lockWallet, postEntry } from '../../server/ledger/journal';
import { type MemorySecurityLog, memorySecurityLog } from '../../server/security/security-log';
import { type RunningServer, type StartOptions, startServer } from '../../server/server';
import { encryptPayload } from '../../src/services/account/crypto';
import {
  cloneDatabase,
  copyPgliteTemplate,
  createDatabase,
  type DatabaseTemplate,
  dropDatabase,
  pgliteTemplateDump,
  urlOfDatabase,
} from './template-db';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; value?: T; code?: string; message?: string };
}

export interface CoreServer {
  server: RunningServer;
  url: string;
  dataDir: string | null;
  /** PostgreSQL only: this server's own database (cloned from the run's template). */
  databaseUrl: string | null;
  /** The security log's lines (kept in memory: tests print nothing). */
  securityLog: MemorySecurityLog;
  /** Stops the server but keeps its data (for restart tests); throws when the ledger invariant is broken. */
  stop(): Promise<void>;
  /** Stops the server and removes its data; throws when the ledger invariant is broken. */
  destroy(): Promise<void>;
  /** Starts again on the same data. */
  restart(): Promise<CoreServer>;
  count(table: string): Promise<number>;
  /** Credits a member's wallet through the journal (kind ADJUSTMENT), as test money. */
  credit(username: string, amount: string, walletCode?: string): Promise<void>;
}

export const databaseUrl = process.env.DATABASE_URL || undefined;

/**
 * The ledger invariant (server/ledger/check.ts), checked whenever a suite stops its server: a broken journal fails
 * the suite. A database that cannot answer any more (the panic and connection-loss tests) is not checked.
 */
async function ledgerProblems(server: RunningServer): Promise<string | null> {
  let report: Awaited<ReturnType<typeof checkLedger>>;
  try {
    report = await checkLedger(server.db);
  } catch {
    return null;
  }
  return report.problems.length === 0 ? null : describeLedger(report);
}

/** The run's migrated and seeded database (template-db.ts), when the file runs under the `server` project. */
function databaseTemplate(): DatabaseTemplate | null {
  try {
    return inject('databaseTemplate') ?? null;
  } catch {
    return null;
  }
}

export interface CoreOptions extends Partial<StartOptions> {
  /**
   * PGlite: the database on disk (a copy of the template's data directory), for a file that restarts its server or
   * reads the database's files; otherwise it runs in memory from the template's dump and is gone at the end.
   */
  onDisk?: boolean;
}

export async function startCoreServer(
  { onDisk = false, ...options }: CoreOptions = {},
  reuse?: { dataDir: string | null; database: string | null },
): Promise<CoreServer> {
  // The template holds the demo seed with its popups: a server seeded otherwise starts on an empty database.
  const template = options.demoPopups === false ? null : databaseTemplate();
  const inMemory = !databaseUrl && !onDisk && !reuse && template?.kind === 'pglite';
  let dataDir: string | null = null;
  let database: string | null = null;
  if (databaseUrl) {
    if (reuse?.database) database = reuse.database;
    else if (template?.kind === 'postgres') database = await cloneDatabase(template, databaseUrl);
    else {
      database = `t_${randomBytes(6).toString('hex')}`;
      await createDatabase(databaseUrl, database);
    }
  } else {
    dataDir = options.dataDir ?? reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'core-api-'));
    if (template?.kind === 'pglite' && !inMemory) copyPgliteTemplate(template.dataDir, dataDir);
  }
  const serverDatabaseUrl = databaseUrl && database ? urlOfDatabase(databaseUrl, database) : undefined;
  const securityLog = memorySecurityLog();
  const server = await startServer({
    securityLog,
    port: 0,
    host: '127.0.0.1',
    dataDir: dataDir ?? undefined,
    databaseDump: inMemory && template?.kind === 'pglite' ? pgliteTemplateDump(template) : undefined,
    databaseUrl: serverDatabaseUrl,
    devTools: true,
    trustProxy: true,
    printSms: false,
    ...options,
  });
  const core: CoreServer = {
    server,
    url: server.url.replace('localhost', '127.0.0.1'),
    dataDir,
    databaseUrl: serverDatabaseUrl ?? null,
    securityLog,
    async stop() {
      const broken = await ledgerProblems(server);
      await server.close();
      if (broken) throw new Error(broken);
    },
    async destroy() {
      const broken = await ledgerProblems(server);
      await server.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (database && databaseUrl) await dropDatabase(databaseUrl, database);
      if (broken) throw new Error(broken);
    },
    restart: () => {
      if (inMemory) throw new Error('This server keeps its database in memory: start it with { onDisk: true }');
      return startCoreServer({ onDisk, ...options }, { dataDir, database });
    },
    async count(table: string) {
      if (!/^[a-z_]+$/.test(table)) throw new Error('bad table');
      const { rows } = await server.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
      return rows[0]?.n ?? 0;
    },
    async credit(username, amount, walletCode = 'MAIN') {
      await server.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>('SELECT id FROM members WHERE username_lc = $1', [
          username.toLowerCase(),
        ]);
        const memberId = rows[0]?.id;
        if (memberId === undefined) throw new Error(`no member ${username}`);
        await lockWallet(tx, memberId, walletCode);
        await postEntry(tx, {
          memberId,
          walletCode,
          deltaCents: centsOf(amount),
          kind: 'ADJUSTMENT',
          remark: 'Test money',
          ref: { kind: 'ADJUSTMENT', id: 'test' },
        });
      });
    },
  };
  return core;
}

let addressCounter = 0;
/** A fresh client address (X-Forwarded-For), so throttling of one test does not leak into another. */
export function freshIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export class Client {
  token: string | null = null;
  readonly ip: string;
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    ip?: string,
  ) {
    this.ip = ip ?? freshIp();
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; token?: string | null } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...options.headers };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.token = token;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    let parsed: Answer<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { success: false, code: 'NOT_JSON', message: text.slice(0, 200) };
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  get<T = unknown>(path: string, options?: Parameters<Client['request']>[2]) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: Parameters<Client['request']>[2]) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options?: Parameters<Client['request']>[2]) {
    return this.request<T>('PUT', path, { ...options, body });
  }

  /** Issues a captcha and reads its answer through the DEV_TOOLS helper. */
  async captcha(): Promise<string> {
    const image = await this.get<string>('/wps/captcha');
    if (!image.body.success) throw new Error(`captcha: ${image.body.message}`);
    const answer = await this.get<{ answer: string }>('/dev/captcha');
    if (!answer.body.value) throw new Error('no captcha answer');
    return answer.body.value.answer;
  }

  /** The encrypted login of the site (services/crypto.ts). Keeps the token on success. */
  async login(
    username: string,
    password: string,
    extra: { captcha?: string; type?: 'username' | 'sms'; countryDialingCode?: string } = {},
  ): Promise<Answer<{ token: string; userName: string; type: number; firstTimeLogin: boolean }>> {
    return this.encryptedLogin({ username, password, ...extra });
  }

  /** The login payload of §3 with `fields` over its defaults, and the key's nonce. Keeps the token on success. */
  async encryptedLogin<
    T extends { token: string } = { token: string; userName: string; type: number; firstTimeLogin: boolean },
  >(fields: Record<string, unknown>): Promise<Answer<T>> {
    const key = await this.get<{ publicKey: string; nonce: string }>('/wps/session/publicKey');
    if (!key.body.value) throw new Error('no public key');
    const encrypted = await encryptPayload(
      {
        username: '',
        password: '',
        captcha: '',
        type: 'username',
        firebaseChannel: '',
        firebaseIdToken: '',
        firebaseMobileNo: '',
        countryDialingCode: '',
        ...fields,
        nonce: key.body.value.nonce,
      },
      key.body.value.publicKey,
    );
    const answer = await this.request<T>('POST', '/wps/session/login', {
      body: encrypted.body,
      headers: { 'encryption-key': encrypted.encryptionKey },
    });
    if (answer.body.success && answer.body.value) this.token = answer.body.value.token;
    return answer;
  }
}

/** Registers `name` (username registration, the captcha answered) and answers a client logged in as it. */
export async function newMember(baseUrl: string, name: string, password = 'Secret123'): Promise<Client> {
  const client = new Client(baseUrl);
  const answer = await client.put<{ token: string }>(
    '/wps/member/register',
    registration({ username: name, password, confirmPassword: password, captcha: await client.captcha() }),
  );
  if (!answer.body.success) throw new Error(`registering ${name}: ${answer.body.code} ${answer.body.message}`);
  client.token = answer.body.value?.token ?? null;
  return client;
}

/** A registration payload with every §3 field (optional ones empty). */
export function registration(fields: Record<string, string>): Record<string, string | number> {
  return {
    countryDialingCode: '',
    registerUrl: 'localhost',
    registerMethod: 'H5',
    username: '',
    password: '',
    confirmPassword: '',
    affiliateCode: '',
    paymentPassword: '',
    recommenderId: '',
    nickname: '',
    payeeName: '',
    email: '',
    mobileNum: '',
    idNumber: '',
    qqNum: '',
    facebook: '',
    wechat: '',
    line: '',
    whatsapp: '',
    zalo: '',
    captcha: '',
    type: 0,
    domain: 'localhost',
    verificationCode: '',
    ...fields,
  };
}
