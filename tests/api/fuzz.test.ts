/**
 * Fuzz suite (issue 12): JSON, form and multipart bodies, well formed or broken, at EVERY write call the server
 * registers (read from the app's own route table, so a new call is fuzzed the day it is added), as a visitor and
 * as a logged-in member. Whatever arrives, the answer is the envelope and never a 5xx.
 * FUZZ_RUNS sets the inputs per call, body kind and caller (default 12).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { Client, type CoreServer, freshIp, startCoreServer } from './core-server';

const RUNS = Number(process.env.FUZZ_RUNS) || 12;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Calls that answer the envelope (the API), as opposed to the stand-ins' HTML pages. */
const API_PATH = /^\/(wps|lgw|dev|operator)\//;

let core: CoreServer;
let memberToken: string;
let writeCalls: { method: string; path: string }[] = [];
const tally = { inputs: 0, serverErrors: 0 };

beforeAll(async () => {
  core = await startCoreServer();
  const member = new Client(core.url);
  await member.login('demo', 'Demo1234');
  memberToken = member.token ?? '';
  const seen = new Set<string>();
  for (const route of createApp(core.server.ctx).routes) {
    const key = `${route.method} ${route.path}`;
    if (!WRITE_METHODS.has(route.method) || route.path.includes('*') || seen.has(key)) continue;
    // The stand-ins' own pages (the payment gateway's form, /demo-pay) answer HTML to a browser, not the envelope.
    if (!API_PATH.test(route.path)) continue;
    seen.add(key);
    writeCalls.push({ method: route.method, path: route.path });
  }
  writeCalls = writeCalls.sort((a, b) => `${a.path}${a.method}`.localeCompare(`${b.path}${b.method}`));
}, 120_000);

afterAll(async () => {
  console.log(`[fuzz] ${writeCalls.length} write calls, ${tally.inputs} inputs, ${tally.serverErrors} answers 5xx`);
  await core?.destroy();
});

/** Names the calls read, so bodies often reach the field rules and the handlers rather than only the schema. */
const fieldName = fc.oneof(
  fc.constantFrom(
    'username',
    'password',
    'confirmPassword',
    'oldPassword',
    'newPassword',
    'confirmNewPassword',
    'paymentPassword',
    'newPaymentPassword',
    'confirmPaymentPassword',
    'captcha',
    'mobileNum',
    'countryDialingCode',
    'verificationCode',
    'email',
    'nickname',
    'amount',
    'id',
    'ids',
    'all',
    'gameId',
    'from',
    'to',
    'bankName',
    'accountName',
    'accountNumber',
    'content',
    'type',
    'orderId',
    'subOrderId',
    'affiliateCode',
    'registerMethod',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 12 }),
);

const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', '0', '-1', '1e400', '99999999999999999999', "' OR 1=1 --", '\u0000', '\ud800', '%00', 'NaN'),
  fc.string({ minLength: 200, maxLength: 2000 }),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

interface Body {
  contentType: string;
  payload: string;
}

const jsonBody: fc.Arbitrary<Body> = fc
  .oneof(
    fc.dictionary(fieldName, fieldValue, { maxKeys: 8 }).map((object) => JSON.stringify(object)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 60 }),
    fc.constantFrom('', '{', '{"a":}', '[', 'null', '"text"', '\u0000', '{"username":"a","username":1}'),
  )
  .chain((payload) =>
    fc
      .constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', '', 'application/xml')
      .map((contentType) => ({ contentType, payload })),
  );

const formParts = fc.array(
  fc.record({
    name: fieldName,
    value: fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 10 })),
    file: fc.boolean(),
  }),
  { maxLength: 6 },
);

const multipartBody: fc.Arbitrary<Body> = fc
  .record({
    parts: formParts,
    boundary: fc.constantFrom('XyZ', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'a b', '"quoted"'),
    mangle: fc.constantFrom('none', 'truncate', 'wrong-boundary', 'no-boundary', 'no-end', 'bare-cr'),
    cut: fc.nat(),
  })
  .map(({ parts, boundary, mangle, cut }) => {
    const bare = boundary.replace(/"/g, '');
    const lines: string[] = [];
    for (const part of parts) {
      const name = part.name.replace(/["\r\n]/g, '_');
      lines.push(`--${bare}`);
      lines.push(
        part.file
          ? `Content-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png`
          : `Content-Disposition: form-data; name="${name}"`,
      );
      lines.push('', part.value);
    }
    if (mangle !== 'no-end') lines.push(`--${bare}--`, '');
    let payload = lines.join(mangle === 'bare-cr' ? '\r' : '\r\n');
    if (mangle === 'truncate' && payload.length > 0) payload = payload.slice(0, cut % payload.length);
    const header =
      mangle === 'no-boundary'
        ? 'multipart/form-data'
        : `multipart/form-data; boundary=${mangle === 'wrong-boundary' ? 'other' : boundary}`;
    return { contentType: header, payload };
  });

const urlencodedBody: fc.Arbitrary<Body> = fc
  .oneof(
    fc
      .dictionary(fieldName, fc.string({ maxLength: 30 }), { maxKeys: 6 })
      .map((object) => new URLSearchParams(object).toString()),
    fc.string({ maxLength: 60 }),
    fc.constantFrom('%', '%zz', 'a=%E0%A4%A', '&&&=', 'a[]=1&a[]=2'),
  )
  .map((payload) => ({ contentType: 'application/x-www-form-urlencoded', payload }));

async function send(call: { method: string; path: string }, body: Body, token: string | null) {
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
  if (body.contentType) headers['content-type'] = body.contentType;
  if (token) headers.token = token;
  const response = await fetch(core.url + call.path, { method: call.method, headers, body: body.payload });
  const text = await response.text();
  tally.inputs += 1;
  if (response.status >= 500) tally.serverErrors += 1;
  return { status: response.status, text };
}

/** The member's session must survive the suite: the calls that end it (logout, the idle end) are fuzzed as a visitor only. */
const ENDS_SESSION = ['/logout', '/protection/inactivity/end'];
const callers = (path: string) =>
  ENDS_SESSION.some((end) => path.includes(end)) ? (['visitor'] as const) : (['visitor', 'member'] as const);

describe('fuzzed bodies at every write call', () => {
  it('finds the write calls in the route table', () => {
    expect(writeCalls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([
        'POST /wps/session/login',
        'PUT /wps/member/register',
        'POST /wps/transaction/withdraw',
        'POST /wps/member/password',
        'PUT /wps/feedback',
      ]),
    );
  });

  const kinds = [
    ['JSON', jsonBody],
    ['multipart', multipartBody],
    ['form-encoded', urlencodedBody],
  ] as const;

  for (const [kind, arbitrary] of kinds) {
    it(`answers every ${kind} body with the envelope and never a 5xx`, async () => {
      for (const call of writeCalls) {
        for (const caller of callers(call.path)) {
          await fc.assert(
            fc.asyncProperty(arbitrary, async (body) => {
              const answer = await send(call, body, caller === 'member' ? memberToken : null);
              const envelope = JSON.parse(answer.text) as { success?: unknown };
              return answer.status < 500 && typeof envelope.success === 'boolean';
            }),
            { numRuns: RUNS },
          );
        }
      }
      // The member is still logged in: the fuzz really ran as a member.
      const info = await new Client(core.url).get('/wps/member/info', { token: memberToken });
      expect(info.body.success).toBe(true);
    }, 300_000);
  }
});
