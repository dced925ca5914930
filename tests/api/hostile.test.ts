/**
 * Bad input of every kind at every write call of the core server (issue 3 item 6): malformed, oversized and
 * hostile bodies get a clear 4xx envelope and leave the database exactly as it was. Plus the security headers,
 * the body limit and the error handler.
 */
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/app';
import { errorHandler } from '../../server/http/envelope';
import { encryptPayload } from '../../src/services/account/crypto';
import { Client, type CoreServer, registration, startCoreServer } from './core-server';

let core: CoreServer;
let member: Client;
let agent: Client;

beforeAll(async () => {
  core = await startCoreServer();
  member = new Client(core.url);
  const answer = await member.put<{ token: string }>(
    '/wps/member/register',
    registration({
      username: 'hostile1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha: await member.captcha(),
    }),
  );
  member.token = answer.body.value?.token ?? null;
  await member.post('/wps/member/paymentPassword', {
    password: 'Secret123',
    newPaymentPassword: '135790',
    confirmPaymentPassword: '135790',
  });
  agent = new Client(core.url);
  await agent.login('agent01', 'Agent1234');
}, 180_000);
afterAll(async () => {
  await core?.destroy();
});

/** Everything a write may change; sessions by count only (a request refreshes its session's idle timer). */
async function fingerprint(): Promise<string> {
  const tables = ['members', 'wallets', 'transactions', 'bank_cards', 'feedback', 'agent_contracts', 'sms_codes'];
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await core.server.db.query<{ h: string | null; n: number }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h, count(*) AS n FROM ${table} t`,
    );
    parts.push(`${table}:${rows[0]?.n}:${rows[0]?.h}`);
  }
  for (const table of ['sessions', 'login_failures']) parts.push(`${table}:${await core.count(table)}`);
  return parts.join(' ');
}

// Values no text field accepts: wrong types, too long, control characters. (Numbers are not here: a number is
// accepted as its decimal text.)
const alwaysInvalidText = fc.oneof(
  fc.boolean(),
  fc.constant([]),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })),
  fc.string({ minLength: 300, maxLength: 600 }),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f'))
    .map(([s, c]) => s + c),
);
const alwaysInvalidAmount = fc.oneof(
  fc.constantFrom(0, -1, -0.01, 0.001, 1e12, Number.MAX_SAFE_INTEGER, 'abc', '', '1e400', '12.345', true, null),
  fc.double({ max: 0, noNaN: true }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer()),
);
const alwaysInvalidId = fc.oneof(
  fc.constantFrom(0, -5, 1.5, 2 ** 40, 'abc', '', null, true, '1; DROP TABLE members'),
  fc.array(fc.integer()),
);
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE members; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '$' + '{7*7}',
    '\ud800',
    '😀'.repeat(10),
    '%00',
    '__proto__',
  ),
  fc.integer(),
);

type Field = [name: string, kind: 'text' | 'amount' | 'id'];

/** A body whose `poison` field is always invalid; the other fields are hostile but may be valid. */
function bodyWith(fields: Field[], poisonIndex: number) {
  const arbs = Object.fromEntries(
    fields.map(([name, kind], index) => {
      if (index === poisonIndex) {
        return [name, kind === 'amount' ? alwaysInvalidAmount : kind === 'id' ? alwaysInvalidId : alwaysInvalidText];
      }
      return [name, kind === 'amount' ? fc.oneof(alwaysInvalidAmount, fc.constant(10)) : hostileText];
    }),
  );
  return fc.record(arbs);
}

/** Whole bodies that are not what any call expects. */
const malformedBody = fc.oneof(
  fc.constantFrom('{', '[1,2', 'null x', '{"a":}', '\u0000', 'undefined', '<xml/>'),
  fc.json().map((json) => (json.startsWith('{') ? `${json}}` : json)),
);

interface WriteCall {
  name: string;
  method: string;
  path: string;
  who: () => Client;
  fields: Field[];
}

const calls: WriteCall[] = [
  {
    name: 'register (PUT)',
    method: 'PUT',
    path: '/wps/member/register',
    who: () => new Client(core.url),
    fields: [
      ['username', 'text'],
      ['password', 'text'],
      ['confirmPassword', 'text'],
      ['email', 'text'],
      ['mobileNum', 'text'],
      ['captcha', 'text'],
      ['affiliateCode', 'text'],
    ],
  },
  {
    name: 'register (POST)',
    method: 'POST',
    path: '/wps/member/register',
    who: () => new Client(core.url),
    fields: [
      ['mobileNum', 'text'],
      ['countryDialingCode', 'text'],
      ['verificationCode', 'text'],
      ['password', 'text'],
      ['nickname', 'text'],
    ],
  },
  {
    name: 'SMS code',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    who: () => new Client(core.url),
    fields: [
      ['mobileNum', 'text'],
      ['countryDialingCode', 'text'],
    ],
  },
  {
    name: 'password reset',
    method: 'POST',
    path: '/wps/member/password/reset',
    who: () => new Client(core.url),
    fields: [
      ['mobileNum', 'text'],
      ['verificationCode', 'text'],
      ['newPassword', 'text'],
      ['countryDialingCode', 'text'],
    ],
  },
  {
    name: 'change password',
    method: 'POST',
    path: '/wps/member/password',
    who: () => member,
    fields: [
      ['oldPassword', 'text'],
      ['newPassword', 'text'],
      ['confirmNewPassword', 'text'],
    ],
  },
  {
    name: 'payment password',
    method: 'POST',
    path: '/wps/member/paymentPassword',
    who: () => member,
    fields: [
      ['password', 'text'],
      ['newPaymentPassword', 'text'],
      ['confirmPaymentPassword', 'text'],
    ],
  },
  { name: 'nickname', method: 'POST', path: '/wps/member/nickname', who: () => member, fields: [['nickname', 'text']] },
  { name: 'email', method: 'POST', path: '/wps/member/email', who: () => member, fields: [['email', 'text']] },
  {
    name: 'add bank card',
    method: 'POST',
    path: '/wps/member/bankCards',
    who: () => member,
    fields: [
      ['bankName', 'text'],
      ['accountName', 'text'],
      ['accountNo', 'text'],
    ],
  },
  {
    name: 'remove bank card',
    method: 'DELETE',
    path: '/wps/member/bankCards',
    who: () => member,
    fields: [['id', 'id']],
  },
  {
    name: 'feedback',
    method: 'PUT',
    path: '/wps/feedback',
    who: () => member,
    fields: [
      ['content', 'text'],
      ['captcha', 'text'],
      ['sender', 'text'],
    ],
  },
  {
    name: 'transfer',
    method: 'POST',
    path: '/wps/wallets/transfer',
    who: () => member,
    fields: [
      ['amount', 'amount'],
      ['from', 'text'],
      ['to', 'text'],
    ],
  },
  {
    name: 'withdraw',
    method: 'POST',
    path: '/wps/transaction/withdraw',
    who: () => member,
    fields: [
      ['amount', 'amount'],
      ['paymentPassword', 'text'],
    ],
  },
  {
    name: 'accept salary contract',
    method: 'POST',
    path: '/wps/agent/contract/dailySalary/accept',
    who: () => agent,
    fields: [['id', 'id']],
  },
];

function expectClearRefusal(answer: { status: number; body: { success: boolean; code?: string; message?: string } }) {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body.success).toBe(false);
  expect(answer.body.code).toMatch(/^[A-Z_]+$/);
  expect(answer.body.message?.length ?? 0).toBeGreaterThan(0);
  expect(answer.body.message).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
}

describe('hostile input at every write call', () => {
  for (const call of calls) {
    it(`${call.name}: a poisoned field gets a clear 4xx and changes nothing`, async () => {
      const before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: call.fields.length - 1 }).chain((poison) => bodyWith(call.fields, poison)),
          async (body) => {
            const answer = await call.who().request(call.method, call.path, { body });
            expectClearRefusal(answer);
            if (answer.body.code === 'INVALID_INPUT') {
              expect(answer.body).toHaveProperty('value.fields');
            }
          },
        ),
        { numRuns: 25 },
      );
      expect(await fingerprint()).toBe(before);
    });

    it(`${call.name}: a malformed or oversized body gets a clear 4xx and changes nothing`, async () => {
      const before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(malformedBody, async (raw) => {
          const answer = await call.who().request(call.method, call.path, { rawBody: raw });
          expectClearRefusal(answer);
        }),
        { numRuns: 15 },
      );
      const huge = await call
        .who()
        .request(call.method, call.path, { rawBody: JSON.stringify({ x: 'a'.repeat(70_000) }) });
      expect(huge.status).toBe(413);
      expect(huge.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
      expect(await fingerprint()).toBe(before);
    });
  }

  it('login: undecryptable bodies and encrypted hostile payloads get a clear 4xx and change nothing', async () => {
    const before = await fingerprint();
    const client = new Client(core.url);
    const key = (await client.get<{ publicKey: string }>('/wps/session/publicKey')).body.value?.publicKey ?? '';
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ iv: hostileText, data: hostileText }),
          fc.anything(),
          fc
            .record({ username: alwaysInvalidText, password: hostileText, type: hostileText })
            .map((p) => ({ encrypt: p })),
        ),
        // Header values must be printable ASCII to be sent at all.
        fc.oneof(
          fc.constant(undefined),
          hostileText.map(String).filter((h) => /^[\x20-\x7e]*$/.test(h)),
        ),
        async (body, header) => {
          let answer: Awaited<ReturnType<Client['request']>>;
          if (typeof body === 'object' && body !== null && 'encrypt' in body) {
            const encrypted = await encryptPayload(body.encrypt, key);
            answer = await client.request('POST', '/wps/session/login', {
              body: encrypted.body,
              headers: { 'encryption-key': encrypted.encryptionKey },
            });
            expect(answer.body.code).toBe('INVALID_INPUT');
          } else {
            answer = await client.request('POST', '/wps/session/login', {
              body,
              headers: header === undefined ? {} : { 'encryption-key': header },
            });
          }
          expectClearRefusal(answer);
        },
      ),
      { numRuns: 40 },
    );
    expect(await fingerprint()).toBe(before);
  });

  it('logout with a hostile token ends no session', async () => {
    const before = await core.count('sessions');
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 80 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
        async (token) => {
          const answer = await new Client(core.url).request('DELETE', '/wps/session/logout', { token });
          expect(answer.status).toBe(200);
        },
      ),
      { numRuns: 30 },
    );
    expect(await core.count('sessions')).toBe(before);
    expect((await member.get('/wps/member/info')).body.success).toBe(true);
  });
});

describe('headers and error answers', () => {
  it('puts the security headers on API answers, errors and the site', async () => {
    const client = new Client(core.url);
    for (const path of ['/wps/system/status', '/wps/no-such-call', '/m/home', '/']) {
      const answer = await client.get(path);
      expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(answer.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    const missing = await client.get('/wps/no-such-call');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers INVALID_JSON for a broken body and 401 before reading the body of a guarded call', async () => {
    const client = new Client(core.url);
    const broken = await client.request('PUT', '/wps/member/register', { rawBody: '{"username":' });
    expect(broken.body).toMatchObject({ success: false, code: 'INVALID_JSON' });
    const guarded = await client.request('POST', '/wps/member/nickname', { rawBody: '{"nickname":' });
    expect(guarded.status).toBe(401);
  });

  it('turns an unexpected error into 500 UNKNOWN without internals', async () => {
    const app = new Hono();
    app.onError(errorHandler);
    app.get('/boom', () => {
      throw new Error('secret detail at /srv/app.ts:12:3');
    });
    const original = console.error;
    console.error = () => {};
    try {
      const response = await app.request('/boom');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ success: false, code: 'UNKNOWN', message: 'Unknown error' });
      expect(text).not.toContain('secret');
    } finally {
      console.error = original;
    }
  });
});
